// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type FakeCall,
  fakeEstimate,
  fakeRef,
  ok,
  placeRefused,
  refused,
  testModule,
} from "../tests/kits/widget/fake-api.js";
import {
  callsTo,
  change,
  chooseAddress,
  fillTrip,
  later,
  renderWidget,
} from "../tests/kits/widget/render-widget.js";

afterEach(() => {
  vi.useRealTimers();
});

const summary = () => screen.getByRole("complementary", { name: "Your journey" });
const estimates = (calls: FakeCall[]) => callsTo(calls, "estimate-price");

describe("Live estimate", () => {
  it("asks 1000 ms after the last change, only once the trip is complete, with the route's figures", async () => {
    const api = await renderWidget();
    await fillTrip();
    // The addresses were chosen 1000 ms apart; the date and time just now.
    await later(999);
    expect(estimates(api.calls)).toEqual([]);
    await later(1);
    expect(estimates(api.calls)).toHaveLength(1);
    // The chosen suggestions' references, never coordinates: the server prices from what it signed.
    expect(estimates(api.calls)[0]?.body).toEqual({
      startingPlace: fakeRef("nce"),
      arrivalPlace: fakeRef("mco"),
      pickUpTime: "2999-06-01T10:30",
      route: "ONE_WAY",
      returnPickUpTime: null,
      passengers: 1,
      baggage: 0,
      vehicleId: 1,
      options: [],
      lang: "en",
      distanceKm: 30,
      durationMinutes: 35,
    });
    // One route lookup serves the summary and the estimate.
    expect(callsTo(api.calls, "route")).toHaveLength(1);
    const shown = summary().textContent ?? "";
    expect(shown).toContain("30 km");
    expect(shown).toContain("35 min");
    expect(shown).toContain("06/01/2999 10:30");
    expect(shown).toContain("€60.00");
  });

  it("waits for the return time of a round trip", async () => {
    const api = await renderWidget();
    fireEvent.click(screen.getByLabelText("Round trip"));
    await fillTrip();
    await later(3000);
    expect(estimates(api.calls)).toEqual([]);
    change("Return date", "2999-06-02");
    change("Return time", "18:00");
    await later(1000);
    expect(
      estimates(api.calls).map((call) => (call.body as { returnPickUpTime: string }).returnPickUpTime),
    ).toEqual(["2999-06-02T18:00"]);
    const lines = within(summary()).getByRole("list", { name: "Price details" }).textContent;
    expect(lines).toContain("Ride (Outbound)€60.00");
    expect(lines).toContain("Ride (Return)€60.00");
  });

  it("sends one request for a burst of changes, and an older answer never replaces a newer one", async () => {
    let release: ((response: Response) => void) | undefined;
    const module = testModule();
    const api = await renderWidget({
      module,
      handlers: [
        (call) => {
          if (!call.path.endsWith("/estimate-price")) return undefined;
          // The first estimate is slow: it answers after the second one.
          if (estimates(api.calls).length === 1) return new Promise((resolve) => (release = resolve));
          return undefined;
        },
      ],
    });
    await fillTrip();
    await later(1000);
    expect(estimates(api.calls)).toHaveLength(1);

    const plus = screen.getByRole("button", { name: "One more: Child seat" });
    fireEvent.click(plus);
    await later(400);
    fireEvent.click(plus);
    await later(999);
    expect(estimates(api.calls)).toHaveLength(1);
    await later(1);
    expect(estimates(api.calls)).toHaveLength(2);
    expect(estimates(api.calls)[1]?.body).toMatchObject({ options: [{ id: 11, quantity: 2 }] });
    expect(summary().textContent).toContain("€80.00");

    // The first answer (60 €, no seat) arrives last: it is ignored.
    release?.(ok(fakeEstimate(module, estimates(api.calls)[0]?.body as Record<string, unknown>)));
    await later();
    expect(summary().textContent).toContain("€80.00");
    expect(summary().textContent).not.toContain("€60.00 ");
  });

  it("announces a refusal with the owner's message, and clears it when the trip changes", async () => {
    const message = "We only drive up to 200 km.";
    const api = await renderWidget({
      handlers: [
        (call) =>
          call.path.endsWith("/estimate-price") && estimates(api.calls).length === 1
            ? refused(422, "MAX_DISTANCE", message)
            : undefined,
      ],
    });
    await fillTrip();
    await later(1000);
    expect(screen.getByRole("alert").textContent).toBe(message);
    change("Pickup time", "11:00");
    expect(screen.queryByRole("alert")).toBeNull();
    await later(1000);
    expect(summary().textContent).toContain("€60.00");
  });

  it("asks to choose an address again when the server no longer takes its reference (a day later)", async () => {
    const api = await renderWidget({
      handlers: [
        (call) =>
          call.path.endsWith("/estimate-price") && estimates(api.calls).length === 1
            ? placeRefused("startingPlace")
            : undefined,
      ],
    });
    await fillTrip();
    await later(1000);
    const pickup = screen.getByRole("combobox", { name: "Pickup address" });
    expect(pickup.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(pickup.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This pickup address has expired. Choose it again from the suggestions.",
    );
    // The drop-off was not refused; the typed text stays, so searching again starts from it.
    expect(
      screen.getByRole("combobox", { name: "Drop-off address" }).getAttribute("aria-invalid"),
    ).toBeNull();
    expect((pickup as HTMLInputElement).value).toBe("Nice Côte d'Azur Airport");
    expect(summary().textContent).not.toContain("€60.00");
    // No estimate is asked with a place the server refused.
    await later(1000);
    expect(estimates(api.calls)).toHaveLength(1);

    await chooseAddress("Pickup address", "Nice", "Nice Côte d'Azur Airport");
    expect(pickup.getAttribute("aria-invalid")).toBeNull();
    await later(1000);
    expect(estimates(api.calls)).toHaveLength(2);
    expect(estimates(api.calls)[1]?.body).toMatchObject({ startingPlace: fakeRef("nce") });
    expect(summary().textContent).toContain("€60.00");
  });

  it("offers to try again when the estimate fails, and tells the host page", async () => {
    const errors: unknown[] = [];
    const listener = (event: Event) => errors.push((event as CustomEvent).detail);
    document.addEventListener("chauffeur-booking:error", listener);
    const api = await renderWidget({
      handlers: [
        (call) =>
          call.path.endsWith("/estimate-price") && estimates(api.calls).length === 1
            ? refused(500, "INTERNAL_ERROR", "Boom")
            : undefined,
      ],
    });
    await fillTrip();
    await later(1000);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("The price could not be calculated.");
    expect(errors).toEqual([{ moduleId: "demomodule", code: "INTERNAL_ERROR" }]);
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await later(1000);
    expect(summary().textContent).toContain("€60.00");
    document.removeEventListener("chauffeur-booking:error", listener);
  });

  it("repeats the total just above Book (the bar narrow widgets keep in sight), without a second announcement", async () => {
    await renderWidget();
    expect(document.querySelector(".cb-total-bar")).toBeNull();
    await fillTrip();
    await later(1000);
    const bar = document.querySelector(".cb-total-bar");
    expect(bar?.textContent).toBe("Total€60.00");
    expect(bar?.nextElementSibling?.getAttribute("type")).toBe("submit");
    expect(bar?.closest("[aria-live]")).toBeNull();
    expect(summary().querySelector("[aria-live='polite']")?.textContent).toContain("€60.00");
  });

  it("tells the host page each price shown", async () => {
    const prices: unknown[] = [];
    const listener = (event: Event) => prices.push((event as CustomEvent).detail);
    document.addEventListener("chauffeur-booking:estimate", listener);
    await renderWidget();
    await fillTrip();
    await later(1000);
    expect(prices).toEqual([{ moduleId: "demomodule", price: 60, currency: "EUR" }]);
    document.removeEventListener("chauffeur-booking:estimate", listener);
  });

  it("shows Spanish dates as DD/MM/YYYY, in the summary and in the earliest-pickup message", async () => {
    await renderWidget({ lang: "es" });
    fireEvent.change(screen.getByRole("combobox", { name: "Dirección de recogida" }), {
      target: { value: "Nice" },
    });
    await later(1000);
    fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Nice" }));
    fireEvent.change(screen.getByLabelText("Fecha de recogida"), { target: { value: "2999-06-01" } });
    fireEvent.change(screen.getByLabelText("Hora de recogida"), { target: { value: "10:30" } });
    const summary = screen.getByRole("complementary");
    expect(summary.textContent).toContain("01/06/2999 10:30");
    expect(summary.textContent).not.toContain("2999/06/01");

    // A pickup in the past: the message names the earliest pickup, also day first.
    fireEvent.change(screen.getByLabelText("Fecha de recogida"), { target: { value: "2001-02-03" } });
    fireEvent.click(screen.getByRole("button", { name: "Reservar" }));
    const described = screen.getByLabelText("Hora de recogida").getAttribute("aria-describedby") ?? "";
    const message = document.getElementById(described.split(" ").at(-1) ?? "")?.textContent ?? "";
    expect(message).toMatch(/\b\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\b/);
    expect(message).not.toMatch(/\d{4}\/\d{2}\/\d{2}/);
  });

  it("shows distances in miles for a module in miles, and French dates as DD/MM/YYYY", async () => {
    await renderWidget({ module: testModule({ lengthUnit: "MILE" }), lang: "fr" });
    fireEvent.change(screen.getByRole("combobox", { name: "Adresse de prise en charge" }), {
      target: { value: "Nice" },
    });
    await later(1000);
    fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Nice" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Adresse de destination" }), {
      target: { value: "Mona" },
    });
    await later(1000);
    fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Monaco" }));
    change("Date de prise en charge", "2999-06-01");
    change("Heure de prise en charge", "10:30");
    await later(1000);
    const shown = screen.getByRole("complementary", { name: "Récapitulatif" }).textContent ?? "";
    expect(shown).toContain("18,6 mi");
    expect(shown).toContain("01/06/2999 10:30");
    expect(shown).toMatch(/60,00\s€/);
  });
});
