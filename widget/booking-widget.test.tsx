// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, TEST_API, testModule } from "../tests/kits/widget/fake-api.js";
import { BookingWidget } from "./booking-widget.js";
import { loadCatalog } from "./catalogs.js";
import type { ChauffeurBookingEventDetails } from "./events.js";
import { LANGUAGE_STORAGE_KEY, WIDGET_LANGUAGES } from "./i18n.js";

/** A browser in a language the widget does not speak, so French (the default) applies. */
function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  vi.spyOn(navigator, "language", "get").mockReturnValue(languages[0] ?? "");
}

function renderWidget(props: { module?: string; lang?: string } = {}, modules = [testModule()]) {
  const api = fakeFetch(modules);
  render(<BookingWidget module="demomodule" api={TEST_API} fetch={api.fetch} {...props} />);
  return api;
}

// The app loads the page's catalogs before the first render (app.ts); here the test renders.
beforeAll(async () => {
  await Promise.all(WIDGET_LANGUAGES.map(loadCatalog));
});

beforeEach(() => {
  localStorage.clear();
  browserLanguages("de-DE", "de");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("BookingWidget languages", () => {
  it("renders the trip step in French by default", async () => {
    renderWidget();
    expect(await screen.findByLabelText("Adresse de prise en charge")).toBeTruthy();
    expect(screen.getByLabelText("Adresse de destination")).toBeTruthy();
    expect(screen.getByLabelText("Date de prise en charge")).toBeTruthy();
    expect(screen.getByLabelText("Passagers")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réserver" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Riviera Chauffeurs" })).toBeTruthy();
  });

  it("renders in English with lang=en", async () => {
    renderWidget({ lang: "en" });
    expect(await screen.findByLabelText("Pickup address")).toBeTruthy();
    expect(screen.getByLabelText("Drop-off address")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Book" })).toBeTruthy();
    expect(screen.queryByLabelText("Adresse de prise en charge")).toBeNull();
  });

  it("renders in Spanish with lang=es", async () => {
    renderWidget({ lang: "es" });
    expect(await screen.findByLabelText("Dirección de recogida")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reservar" })).toBeTruthy();
  });

  it("uses the stored choice, then the browser language, when there is no lang attribute", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    browserLanguages("en-GB");
    renderWidget();
    expect(await screen.findByLabelText("Dirección de recogida")).toBeTruthy();
  });

  it("follows the browser language when nothing else is set", async () => {
    browserLanguages("en-GB", "fr");
    renderWidget();
    expect(await screen.findByLabelText("Pickup address")).toBeTruthy();
  });

  it("switches language from its menu and remembers the choice", async () => {
    renderWidget({ lang: "fr" });
    const menu = await screen.findByLabelText("Langue");
    fireEvent.change(menu, { target: { value: "es" } });
    expect(await screen.findByLabelText("Dirección de recogida")).toBeTruthy();
    expect(screen.getByLabelText("Idioma")).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("es");
  });

  it("sets its own direction, so a right-to-left host page does not reorder its text", async () => {
    document.documentElement.setAttribute("dir", "rtl");
    try {
      renderWidget({ lang: "es" });
      const input = await screen.findByLabelText("Dirección de recogida");
      const root = input.closest(".cb");
      expect(root?.getAttribute("dir")).toBe("ltr");
      expect(root?.getAttribute("lang")).toBe("es");
    } finally {
      document.documentElement.removeAttribute("dir");
    }
  });

  it("ignores an unsupported lang attribute", async () => {
    renderWidget({ lang: "it" });
    expect(await screen.findByLabelText("Adresse de prise en charge")).toBeTruthy();
  });
});

describe("BookingWidget module states", () => {
  it("shows a clear message for an unknown module and reports the error", async () => {
    const errors: ChauffeurBookingEventDetails["chauffeur-booking:error"][] = [];
    const listener = (event: Event) => errors.push((event as CustomEvent).detail);
    document.addEventListener("chauffeur-booking:error", listener);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const api = renderWidget({ module: "nosuchmodule" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Ce formulaire de réservation n’est pas disponible. Veuillez contacter l’entreprise.",
    );
    expect(api.requests).toEqual([`${TEST_API}/api/booking/nosuchmodule`]);
    expect(errors).toEqual([{ moduleId: "nosuchmodule", code: "MODULE_NOT_FOUND" }]);
    // The owner's hint is for the console, not the customer.
    expect(alert.textContent).not.toContain("embed");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('no module "nosuchmodule"');
    document.removeEventListener("chauffeur-booking:error", listener);
  });

  it("speaks to the customer in their language, and warns the console once per module", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderWidget({ module: "unknownmodule", lang: "es" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Este formulario de reserva no está disponible. Póngase en contacto con la empresa.",
    );
    cleanup();
    renderWidget({ module: "unknownmodule", lang: "en" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This booking form is not available. Please contact the company.",
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("shows the not-available message when the module attribute is missing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const api = fakeFetch();
    render(<BookingWidget api={TEST_API} fetch={api.fetch} lang="en" />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This booking form is not available. Please contact the company.",
    );
    expect(api.requests).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toContain("no module attribute");
  });

  it("offers to try again after a network failure", async () => {
    let calls = 0;
    const flaky = (async (input: RequestInfo | URL) => {
      calls += 1;
      if (calls <= 2) throw new TypeError("Failed to fetch"); // ky retries a GET once
      return fakeFetch().fetch(input);
    }) as typeof fetch;
    render(<BookingWidget module="demomodule" api={TEST_API} fetch={flaky} lang="en" />);
    const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
    expect(alert.textContent).toContain("The booking form could not be loaded.");
    const again = within(alert).getByRole("button", { name: "Try again" });
    again.focus();
    fireEvent.click(again);
    // While it asks again the button stays, turned off but focused (not `disabled`, which drops the focus).
    expect(again.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(again);
    expect(await screen.findByLabelText("Pickup address")).toBeTruthy();
    // Loaded: the focus goes to the form's first control, not to the page.
    expect(document.activeElement).toBe(screen.getByLabelText("Language"));
  });

  it("says bookings are not open when the module is not ready", async () => {
    renderWidget({ lang: "en" }, [testModule({ ready: false })]);
    expect(await screen.findByText("Bookings are not open")).toBeTruthy();
    expect(screen.queryByLabelText("Pickup address")).toBeNull();
    expect(screen.getByRole("link", { name: "+33 4 93 00 00 00" }).getAttribute("href")).toBe(
      "tel:+33493000000",
    );
  });

  it("shows the owner's holiday message", async () => {
    renderWidget({ lang: "en" }, [
      testModule({ holidayMode: { active: true, message: "Closed until 2 January, happy holidays!" } }),
    ]);
    expect(await screen.findByText("Closed until 2 January, happy holidays!")).toBeTruthy();
    expect(screen.queryByLabelText("Pickup address")).toBeNull();
  });

  it("shows the owner's own words alone and in the owner's language, never beside ours in another", async () => {
    renderWidget({ lang: "es" }, [
      testModule({
        defaultLanguage: "en",
        holidayMode: { active: true, message: "Closed until 2 January, happy holidays!" },
      }),
    ]);
    const message = await screen.findByText("Closed until 2 January, happy holidays!");
    expect(message.getAttribute("lang")).toBe("en");
    expect(screen.queryByText("Reservas en pausa")).toBeNull();
    expect(screen.getByRole("heading", { name: "Riviera Chauffeurs" }).getAttribute("lang")).toBe("en");
  });

  it("says bookings are paused in the customer's language when the owner wrote no message", async () => {
    renderWidget({ lang: "es" }, [testModule({ holidayMode: { active: true, message: "" } })]);
    expect(await screen.findByText("Reservas en pausa")).toBeTruthy();
  });

  it("marks the owner's own row labels with the module's language, ours with none", async () => {
    renderWidget({ lang: "es" }, [testModule({ defaultLanguage: "en" })]);
    const sign = await screen.findByLabelText("Name on the sign");
    expect(sign.closest(".cb-field")?.querySelector("label")?.getAttribute("lang")).toBe("en");
    const first = screen.getByLabelText("Nombre");
    expect(first.closest(".cb-field")?.querySelector("label")?.getAttribute("lang")).toBeNull();
  });

  it("dispatches chauffeur-booking:ready once the module is shown", async () => {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener("chauffeur-booking:ready", listener);
    renderWidget();
    await screen.findByLabelText("Adresse de prise en charge");
    expect(details).toEqual([{ moduleId: "demomodule" }]);
    document.removeEventListener("chauffeur-booking:ready", listener);
  });
});

describe("Trip section", () => {
  it("shows the return fields only for a round trip", async () => {
    renderWidget({ lang: "en" });
    await screen.findByLabelText("Pickup address");
    expect(screen.queryByLabelText("Return date")).toBeNull();
    fireEvent.click(screen.getByLabelText("Round trip"));
    expect(screen.getByLabelText("Return date")).toBeTruthy();
    expect(screen.getByLabelText("Return time")).toBeTruthy();
  });

  it("hides what the owner does not let customers choose", async () => {
    renderWidget({ lang: "en" }, [
      testModule({ choices: { passengers: false, vehicles: false, trip: false } }),
    ]);
    await screen.findByLabelText("Pickup address");
    expect(screen.queryByLabelText("Passengers")).toBeNull();
    expect(screen.queryByLabelText("Baggage")).toBeNull();
    expect(screen.queryByRole("group", { name: "Trip type" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Vehicle" })).toBeNull();
  });

  it("limits passengers and baggage to the largest vehicle", async () => {
    renderWidget({ lang: "en" });
    const passengers = await screen.findByLabelText("Passengers");
    expect(passengers.getAttribute("max")).toBe("7");
    expect(screen.getByLabelText("Baggage").getAttribute("max")).toBe("7");
  });

  it("explains every missing input, announces the count and focuses the first one", async () => {
    renderWidget({ lang: "en" });
    const pickup = await screen.findByLabelText("Pickup address");
    fireEvent.click(screen.getByRole("button", { name: "Book" }));
    // Addresses, date, time, first and last name, e-mail, phone, sign name, consent.
    expect(screen.getByRole("alert").textContent).toBe("10 fields need your attention.");
    expect(pickup.getAttribute("aria-invalid")).toBe("true");
    const described = pickup.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Enter the pickup address.");
    expect(document.activeElement).toBe(pickup);

    fireEvent.change(pickup, { target: { value: "Nice Côte d'Azur Airport" } });
    // Typed but not chosen from the suggestions: still no place to drive to.
    expect(document.getElementById(described)?.textContent).toBe(
      "Choose the pickup address from the suggestions.",
    );
    fireEvent.click(screen.getByLabelText(/I agree/));
    expect(screen.getByLabelText(/I agree/).getAttribute("aria-invalid")).toBeNull();
  });

  it("updates the count of fields needing attention as they are corrected, then removes it", async () => {
    renderWidget({ lang: "en" });
    await screen.findByLabelText("Pickup address");
    fireEvent.click(screen.getByRole("button", { name: "Book" }));
    expect(screen.getByRole("alert").textContent).toBe("10 fields need your attention.");
    fireEvent.click(screen.getByLabelText(/I agree/));
    expect(screen.getByRole("alert").textContent).toBe("9 fields need your attention.");
    const fix = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fix("First name", "Camille");
    fix("Last name", "Laurent");
    fix("E-mail", "camille@example.com");
    fix("Phone", "+33 6 12 34 56 78");
    fix("Name on the sign", "LAURENT");
    fix("Pickup date", "2999-06-01");
    fix("Pickup time", "10:30");
    expect(screen.getByRole("alert").textContent).toBe("2 fields need your attention.");
    // A typed address is still invalid until chosen: the count does not drop for it.
    fix("Pickup address", "Nice");
    expect(screen.getByRole("alert").textContent).toBe("2 fields need your attention.");
    // Breaking a fixed field again counts it again.
    fix("First name", "");
    expect(screen.getByRole("alert").textContent).toBe("3 fields need your attention.");
  });
});
