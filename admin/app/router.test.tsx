// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages as en } from "../../locales/en/admin.js";
import { messages as es } from "../../locales/es/admin.js";
import { messages as fr } from "../../locales/fr/admin.js";
import { activateLanguage, i18n } from "../lib/i18n.js";
import { sessionStore } from "../lib/session-store.js";
import { PageLoading } from "./page-loading.js";
import { adminRoutes } from "./router.js";

// The lazy pages are replaced by stubs (their own tests cover them); the shell's stub waits for
// the test to let it load, so the loading state can be seen first.
const { dashboard, layout } = vi.hoisted(() => {
  let release: () => void = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { dashboard: { requested: false }, layout: { loaded, release: () => release() } };
});
const stub = (name: string) => () => <h1>{name} page</h1>;

vi.mock("../lib/api.js", () => ({ api: { checkResetToken: () => new Promise(() => {}) } }));
const { loadDocument } = vi.hoisted(() => ({ loadDocument: vi.fn() }));
vi.mock("../lib/load-document.js", () => ({ loadDocument }));
vi.mock("./admin-layout.js", async () => {
  await layout.loaded;
  return {
    // The real shell needs the account API; this one keeps what matters here: <main> and Suspense.
    AdminLayout: () => (
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    ),
  };
});
vi.mock("../features/bookings/components/dashboard-page.js", () => {
  dashboard.requested = true;
  return { DashboardPage: stub("Dashboard") };
});
vi.mock("../features/bookings/components/booking-dialogs.js", () => ({ BookingDialogs: () => null }));
vi.mock("../features/map-zone/components/map-zone-dialog.js", () => ({ MapZoneDialog: () => null }));
vi.mock("../features/planning/components/planning-page.js", () => ({ PlanningPage: stub("Planning") }));
vi.mock("../features/settings/components/settings-page.js", () => ({ SettingsPage: stub("Settings") }));
vi.mock("../features/catalogue-pages/vehicles/components/vehicles-page.js", () => ({
  VehiclesPage: stub("Vehicles"),
}));
vi.mock("../features/catalogue-pages/packages/components/packages-page.js", () => ({
  PackagesPage: stub("Packages"),
}));
vi.mock("../features/catalogue-pages/surcharges/components/surcharges-page.js", () => ({
  SurchargesPage: stub("Surcharges"),
}));
vi.mock("../features/catalogue-pages/options/components/options-page.js", () => ({
  OptionsPage: stub("Options"),
}));
vi.mock("../features/catalogue-pages/discount-codes/components/discount-codes-page.js", () => ({
  DiscountCodesPage: stub("Discount codes"),
}));
vi.mock("../features/catalogue-pages/booking-fields/components/booking-fields-page.js", () => ({
  BookingFieldsPage: stub("Booking fields"),
}));
// A chunk that cannot be fetched (offline, or replaced by a release) makes its import fail.
vi.mock("../features/html-integration/components/html-integration-page.js", () => {
  throw new Error("Failed to fetch dynamically imported module");
});
vi.mock("../features/subscription/components/subscription-checkout-page.js", () => ({
  SubscriptionCheckoutPage: stub("Checkout"),
}));
vi.mock("../features/subscription/components/subscription-success-page.js", () => ({
  SubscriptionSuccessPage: stub("Welcome"),
}));

/** The app's own i18n, as main.tsx leaves it (the core catalog); each lazy page adds its own. */
async function renderAt(path: string, locale: "en" | "fr" | "es" = "en") {
  await activateLanguage(locale);
  const router = createMemoryRouter(adminRoutes(i18n), { initialEntries: [path] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

beforeEach(() => {
  sessionStore.setState({ accessToken: "token", email: "owner@example.com", name: "Owner", phone: "" });
});
afterEach(() => {
  sessionStore.setState({ accessToken: null });
  document.title = "";
});

describe("admin router", () => {
  it("shows a polite loading status while a page's chunk loads, then the page", async () => {
    await renderAt("/admin/dashboard");
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("Loading…");
    expect(status.getAttribute("aria-live")).toBe("polite");
    // The page's chunk is requested with the shell's, not once the shell has rendered.
    await vi.waitFor(() => expect(dashboard.requested).toBe(true));
    expect(screen.queryByRole("heading", { name: "Dashboard page" })).toBeNull();

    await act(async () => layout.release());
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it.each([
    ["en", "Loading…"],
    ["fr", "Chargement…"],
    ["es", "Cargando…"],
  ] as const)("words the loading status in %s", (locale, text) => {
    const i18n = setupI18n({ locale, messages: { en, fr, es } });
    render(
      <I18nProvider i18n={i18n}>
        <PageLoading />
      </I18nProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe(text);
  });

  it.each([
    ["/auth/sign-in", "Sign in · Chauffeur Booking"],
    ["/auth/forgot-password", "Forgot your password? · Chauffeur Booking"],
    ["/auth/reset-password?token=abc", "Choose a new password · Chauffeur Booking"],
    ["/admin/dashboard", "Bookings · Chauffeur Booking"],
    ["/admin/planning", "Planning · Chauffeur Booking"],
    ["/admin/settings", "Settings · Chauffeur Booking"],
    ["/admin/vehicles", "Vehicles · Chauffeur Booking"],
    ["/admin/packages", "Packages · Chauffeur Booking"],
    ["/admin/surcharges", "Surcharges · Chauffeur Booking"],
    ["/admin/options", "Options · Chauffeur Booking"],
    ["/admin/discount", "Discount codes · Chauffeur Booking"],
    ["/admin/booking-fields", "Booking page · Chauffeur Booking"],
    ["/admin/html-integration", "HTML integration · Chauffeur Booking"],
    ["/subscription/monthly", "Subscription · Chauffeur Booking"],
    ["/subscription/success", "Welcome · Chauffeur Booking"],
    ["/error/404", "Page Not Found · Chauffeur Booking"],
  ])("titles %s as %s", async (path, title) => {
    if (path.startsWith("/auth") || path.startsWith("/subscription"))
      sessionStore.setState({ accessToken: null });
    await act(async () => layout.release());
    await renderAt(path);
    await vi.waitFor(() => expect(document.title).toBe(title));
  });

  it("shows a page whose chunk cannot be fetched as an alert inside the shell, with a way to retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderAt("/admin/html-integration", "fr");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("La page n’a pas pu être chargée.");
    expect(alert.closest("main")?.id).toBe("main");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it("titles the pages in the interface language", async () => {
    sessionStore.setState({ accessToken: null });
    await renderAt("/auth/sign-in", "fr");
    await vi.waitFor(() => expect(document.title).toBe("Se connecter · Chauffeur Booking"));
  });

  it("loads the server's sign-in page for sign-in: it is not a page of the app", async () => {
    loadDocument.mockClear();
    sessionStore.setState({ accessToken: null });
    await renderAt("/admin/vehicles");
    await vi.waitFor(() => expect(loadDocument).toHaveBeenCalledWith("/auth/sign-in"));
    expect(screen.getByRole("status").textContent).toBe("Loading…");
  });

  it("sends an unknown path to the titled not-found page", async () => {
    await renderAt("/nowhere");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(document.title).toBe("Page Not Found · Chauffeur Booking");
  });

  it("moves a focus lost in a page swap to the new page's main region", async () => {
    const router = await renderAt("/admin/vehicles");
    await screen.findByRole("heading", { name: "Vehicles page" });
    (document.activeElement as HTMLElement | null)?.blur();
    await act(() => router.navigate("/admin/options"));
    await screen.findByRole("heading", { name: "Options page" });
    expect(document.activeElement?.id).toBe("main");
  });

  it("leaves a focus that is still in place where it is", async () => {
    const router = await renderAt("/admin/vehicles");
    await screen.findByRole("heading", { name: "Vehicles page" });
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    await act(() => router.navigate("/admin/options"));
    await screen.findByRole("heading", { name: "Options page" });
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
