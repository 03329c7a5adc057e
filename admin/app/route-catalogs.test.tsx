// @vitest-environment happy-dom
// No page ever shows English source text in French or Spanish: each route, rendered with the real
// pages and the real shell, in a fresh app that has loaded only the core catalog (as main.tsx
// does), finds every string it shows in the catalogs its lazy pieces load (decision 0122).
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Every API call stays pending: the pages show what they show before their data comes.
vi.mock("../lib/api.js", () => {
  const pending = (): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (key === "then" ? undefined : pending()),
      apply: () => new Promise(() => {}),
    });
  return { api: pending() };
});

const ROUTES = [
  "/auth/forgot-password",
  "/auth/reset-password?token=abc",
  "/admin/dashboard",
  "/admin/planning",
  "/admin/drivers",
  "/admin/webhooks",
  "/admin/vehicles",
  "/admin/packages",
  "/admin/surcharges",
  "/admin/options",
  "/admin/discount",
  "/admin/booking-fields",
  "/admin/settings",
  "/admin/html-integration",
  "/subscription/monthly",
  "/subscription/success?token=abc",
  "/error/404",
];

/** A fresh app (its own i18n, lazy pages and loaded catalogs) showing `path` in `language`. */
async function freshAppAt(path: string, language: "fr" | "es") {
  vi.resetModules();
  const { sessionStore } = await import("../lib/session-store.js");
  sessionStore.setState({ accessToken: "token", email: "owner@example.com", name: "Owner", phone: "" });
  const { activateLanguage, changeLanguage, i18n } = await import("../lib/i18n.js");
  const { adminRoutes } = await import("./router.js");
  const missing: string[] = [];
  i18n.on("missing", ({ id }) => missing.push(id));
  await activateLanguage(language);
  const router = createMemoryRouter(adminRoutes(i18n), { initialEntries: [path] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { missing, changeLanguage, router };
}

/** Waits until no lazy piece is loading any more (./page-loading.tsx), and checks one showed. */
async function settled() {
  await vi.waitFor(
    () => {
      expect(document.querySelector(".page-loading")).toBeNull();
      expect(document.querySelector("main h1, main h2")).toBeTruthy();
    },
    { timeout: 30_000 },
  );
  expect(screen.queryByRole("alert")?.textContent ?? "").not.toMatch(/chargée|cargar/);
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the catalogs the router loads", () => {
  it.each(ROUTES)(
    "cover every string %s shows in French",
    async (path) => {
      const { missing } = await freshAppAt(path, "fr");
      await settled();
      expect(missing).toEqual([]);
    },
    60_000,
  );

  it("are loaded again, with the core one, when the language changes", async () => {
    const { missing, changeLanguage } = await freshAppAt("/admin/planning", "fr");
    await settled();
    await act(() => changeLanguage("es"));
    await settled();
    expect(document.documentElement.lang).toBe("es");
    expect(missing).toEqual([]);
  }, 60_000);
});
