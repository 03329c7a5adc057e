// @vitest-environment happy-dom
// The customer's controls of issue 32 (docs/decisions/0093, 0094, 0096, 0097): the service type,
// the hire's duration, the stops on the way and the tip with the deposit, and their messages in
// the three languages.
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublicModule } from "../src/contract/module.js";
import { fakeRef, testModule } from "../tests/kits/widget/fake-api.js";
import {
  callsTo,
  change,
  chooseAddress,
  fillDetails,
  fillTrip,
  later,
  renderWidget,
} from "../tests/kits/widget/render-widget.js";
import { loadLaterSteps } from "./lazy-parts.js";

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  // The stops and the later steps come in chunks of their own: loaded (and transformed, which
  // takes long on a loaded machine) before the first test waits for them.
  await Promise.all([import("./steps/stops-field.js"), loadLaterSteps()]);
});

/** A module offering hourly hire by `stepMinutes` on both vehicles and up to `maxStops` stops. */
function rideKindsModule(stepMinutes = 30, maxStops = 3, overrides: Partial<PublicModule> = {}) {
  const base = testModule();
  return testModule({
    hourlyHire: { stepMinutes },
    maxStops,
    vehicles: base.vehicles.map((vehicle, index) => ({ ...vehicle, hourlyMinMinutes: (index + 2) * 60 })),
    ...overrides,
  });
}

const book = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const lastEstimate = (calls: Parameters<typeof callsTo>[0]) => callsTo(calls, "estimate-price").at(-1)?.body;

describe("Service type and the hire's duration", () => {
  it("offers no service choice when the module does not hire by the hour", async () => {
    await renderWidget();
    expect(screen.queryByRole("radio", { name: "Hourly hire" })).toBeNull();
  });

  it("offers Transfer and Hourly hire when the module does, Transfer first", async () => {
    await renderWidget({ module: rideKindsModule() });
    const group = screen.getByRole("group", { name: "Service" });
    const transfer = within(group).getByRole("radio", { name: "Transfer" }) as HTMLInputElement;
    expect(transfer.checked).toBe(true);
    expect(screen.queryByLabelText("Duration")).toBeNull();
    fireEvent.click(within(group).getByRole("radio", { name: "Hourly hire" }));
    expect(screen.getByLabelText("Duration")).toBeTruthy();
    // A hire is one way: the trip type goes, the drop-off becomes optional, stops are not offered.
    expect(screen.queryByRole("radio", { name: "Round trip" })).toBeNull();
    expect(screen.getByLabelText("Drop-off address (optional)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a stop" })).toBeNull();
  });

  it("offers durations from one step to 12 hours in the module's steps", async () => {
    await renderWidget({ module: rideKindsModule(30) });
    fireEvent.click(screen.getByRole("radio", { name: "Hourly hire" }));
    const select = screen.getByLabelText("Duration") as HTMLSelectElement;
    const offered = [...select.options].map((option) => option.value).filter(Boolean);
    expect(offered[0]).toBe("30");
    expect(offered.at(-1)).toBe("720");
    expect(offered).toHaveLength(24);
    expect([...select.options].slice(0, 4).map((option) => option.text)).toEqual([
      "Choose a duration",
      "30 min",
      "1 h",
      "1 h 30",
    ]);
  });

  it("hourly steps of 60 minutes offer whole hours only", async () => {
    await renderWidget({ module: rideKindsModule(60) });
    fireEvent.click(screen.getByRole("radio", { name: "Hourly hire" }));
    const select = screen.getByLabelText("Duration") as HTMLSelectElement;
    const offered = [...select.options].map((option) => option.value).filter(Boolean);
    expect(offered).toEqual(Array.from({ length: 12 }, (_, index) => String((index + 1) * 60)));
  });

  it("uses native controls the keyboard drives, and is sent with the estimate as service and minutes", async () => {
    const api = await renderWidget({ module: rideKindsModule() });
    // One radio group (arrow keys move the choice) and a native select (arrows, type-ahead).
    const radios = within(screen.getByRole("group", { name: "Service" })).getAllByRole("radio");
    expect(new Set(radios.map((radio) => (radio as HTMLInputElement).name))).toEqual(new Set(["service"]));
    fireEvent.click(screen.getByRole("radio", { name: "Hourly hire" }));
    const duration = screen.getByLabelText("Duration") as HTMLSelectElement;
    expect(duration.tagName).toBe("SELECT");
    expect(duration.getAttribute("aria-required")).toBe("true");
    fireEvent.change(duration, { target: { value: "180" } });
    expect(duration.selectedOptions[0]?.text).toBe("3 h");
    await chooseAddress("Pickup address", "Nice", "Nice Côte d'Azur Airport");
    change("Pickup date", "2999-06-01");
    change("Pickup time", "10:30");
    await later(1000);
    const body = lastEstimate(api.calls) as Record<string, unknown>;
    expect(body).toMatchObject({ service: "HOURLY", hireMinutes: 180, startingPlace: fakeRef("nce") });
    expect(body).not.toHaveProperty("arrivalPlace");
    expect(body).not.toHaveProperty("stops");
  });

  it("keeps the Book button from sending a hire without its duration, and says so", async () => {
    const api = await renderWidget({ module: rideKindsModule() });
    fireEvent.click(screen.getByRole("radio", { name: "Hourly hire" }));
    await chooseAddress("Pickup address", "Nice", "Nice Côte d'Azur Airport");
    change("Pickup date", "2999-06-01");
    change("Pickup time", "10:30");
    fillDetails();
    fireEvent.click(book());
    await later();
    expect(screen.getByText("Choose how long you need the vehicle.")).toBeTruthy();
    expect(callsTo(api.calls, "checkout")).toHaveLength(0);
  });

  it("offers only the vehicles hired by the hour", async () => {
    const base = rideKindsModule();
    const module = {
      ...base,
      vehicles: base.vehicles.map((v, i) => (i === 0 ? { ...v, hourlyMinMinutes: null } : v)),
    };
    await renderWidget({ module });
    expect(screen.getByRole("radio", { name: /Berline/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Hourly hire" }));
    const berline = screen.getByRole("radio", { name: /Berline/ }) as HTMLInputElement;
    expect(berline.disabled).toBe(true);
    expect(berline.checked).toBe(false);
    expect((screen.getByRole("radio", { name: /Van/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe("Stops on the way", () => {
  /** Adds a stop and chooses its address from the suggestions. */
  async function addStop(number: number, typed: string, suggestion: string) {
    fireEvent.click(screen.getByRole("button", { name: "Add a stop" }));
    await later();
    await chooseAddress(`Stop ${number}`, typed, suggestion);
  }

  it("adds stops up to the module's limit, each sent in order with its waiting minutes", async () => {
    const api = await renderWidget({ module: rideKindsModule(30, 2) });
    await later();
    await fillTrip();
    await addStop(1, "Nice", "Nice");
    change("Waiting at stop 1 (min)", "15");
    await addStop(2, "Cann", "Cannes");
    expect(screen.queryByRole("button", { name: "Add a stop" })).toBeNull();
    await later(1000);
    expect(lastEstimate(api.calls)).toMatchObject({
      stops: [
        { place: fakeRef("nice"), waitingMinutes: 15 },
        { place: fakeRef("cannes"), waitingMinutes: 0 },
      ],
    });
  });

  it("moves a stop up and removes one, and the estimate follows", async () => {
    const api = await renderWidget({ module: rideKindsModule(30, 3) });
    await later();
    await fillTrip();
    await addStop(1, "Nice", "Nice");
    await addStop(2, "Cann", "Cannes");
    // The first stop cannot move up; the second can.
    expect(screen.queryByRole("button", { name: "Move stop 1 up" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Move stop 2 up" }));
    expect((screen.getByRole("combobox", { name: "Stop 1" }) as HTMLInputElement).value).toBe("Cannes");
    expect((screen.getByRole("combobox", { name: "Stop 2" }) as HTMLInputElement).value).toBe("Nice");
    await later(1000);
    expect(lastEstimate(api.calls)).toMatchObject({
      stops: [{ place: fakeRef("cannes") }, { place: fakeRef("nice") }],
    });
    fireEvent.click(screen.getByRole("button", { name: "Remove stop 1" }));
    expect((screen.getByRole("combobox", { name: "Stop 1" }) as HTMLInputElement).value).toBe("Nice");
    expect(screen.queryByRole("combobox", { name: "Stop 2" })).toBeNull();
    await later(1000);
    expect((lastEstimate(api.calls) as { stops: unknown[] }).stops).toEqual([
      { place: fakeRef("nice"), waitingMinutes: 0 },
    ]);
  });

  it("are not offered on a round trip", async () => {
    await renderWidget({ module: rideKindsModule(30, 2) });
    await later();
    expect(screen.getByRole("button", { name: "Add a stop" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Round trip" }));
    expect(screen.queryByRole("button", { name: "Add a stop" })).toBeNull();
  });
});

describe("Tip and deposit", () => {
  const payments = {
    driver: false,
    online: true,
    depositPercentage: 30,
    gratuity: { percentages: [5, 10, 15], customAmount: true },
  };

  it("shows the deposit paid now and the rest to the driver, the tip added to what is paid now", async () => {
    await renderWidget({ module: testModule({ payments }) });
    await fillTrip();
    await later(1000);
    // The fake prices the ride 60 €: 30 % is 18 € now, 42 € to the driver.
    const split = () => document.querySelector(".cb-payment-split")?.textContent ?? "";
    expect(split()).toBe("Paid online now: €18.00To pay the driver: €42.00");
    fireEvent.click(screen.getByRole("radio", { name: "10 %" }));
    // The tip (10 % of 60 € = 6 €) is paid online with the deposit; the driver's part is unchanged.
    expect(split()).toBe("Paid online now: €24.00To pay the driver: €42.00");
    fireEvent.click(screen.getByRole("radio", { name: "Other amount" }));
    fireEvent.change(screen.getByLabelText("Tip amount (EUR)"), { target: { value: "5" } });
    expect(split()).toBe("Paid online now: €23.00To pay the driver: €42.00");
    fireEvent.change(screen.getByLabelText("Tip amount (EUR)"), { target: { value: "61" } });
    expect(screen.getByText("The tip may not be more than the price of the ride.")).toBeTruthy();
  });

  it("offers no tip control without a gratuity, and no split without a deposit", async () => {
    await renderWidget({ module: testModule({ payments: { driver: false, online: true } }) });
    await fillTrip();
    await later(1000);
    expect(screen.queryByRole("group", { name: "Tip for the driver" })).toBeNull();
    expect(document.querySelector(".cb-payment-split")).toBeNull();
  });

  it("the tip choices are one radio group, No tip first and checked", async () => {
    await renderWidget({ module: testModule({ payments }) });
    const group = screen.getByRole("group", { name: "Tip for the driver" });
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      "No tip",
      "5 %",
      "10 %",
      "15 %",
      "Other amount",
    ]);
    expect(new Set(radios.map((radio) => radio.name))).toEqual(new Set(["gratuity"]));
    expect(radios[0]?.checked).toBe(true);
  });
});

describe("Messages in the customer's language", () => {
  const MESSAGES = {
    fr: {
      hire: "Mise à disposition",
      add: "Ajouter un arrêt",
      book: "Réserver",
      duration: "Choisissez la durée de mise à disposition.",
      stop: "Saisissez l’adresse de l’arrêt 1.",
      tip: "Saisissez un montant de 0 ou plus.",
      other: "Autre montant",
    },
    en: {
      hire: "Hourly hire",
      add: "Add a stop",
      book: "Book",
      duration: "Choose how long you need the vehicle.",
      stop: "Enter the address of stop 1.",
      tip: "Enter an amount of 0 or more.",
      other: "Other amount",
    },
    es: {
      hire: "Alquiler por horas",
      add: "Añadir una parada",
      book: "Reservar",
      duration: "Elija cuánto tiempo necesita el vehículo.",
      stop: "Introduzca la dirección de la parada 1.",
      tip: "Introduzca un importe de 0 o más.",
      other: "Otro importe",
    },
  } as const;

  for (const lang of ["fr", "en", "es"] as const) {
    const words = MESSAGES[lang];
    it(`${lang}: an empty stop, a hire without duration and a negative tip`, async () => {
      const module = rideKindsModule(30, 2, {
        payments: { driver: false, online: true, gratuity: { percentages: [10], customAmount: true } },
      });
      await renderWidget({ module, lang });
      await later();
      fireEvent.click(screen.getByRole("button", { name: words.add }));
      await later();
      fireEvent.click(book());
      await later();
      expect(screen.getByText(words.stop)).toBeTruthy();

      fireEvent.click(screen.getByRole("radio", { name: words.hire }));
      fireEvent.click(book());
      await later();
      expect(screen.getByText(words.duration)).toBeTruthy();

      fireEvent.click(screen.getByRole("radio", { name: words.other }));
      fireEvent.change(document.getElementById("gratuityAmount") as HTMLInputElement, {
        target: { value: "-1" },
      });
      expect(screen.getByText(words.tip)).toBeTruthy();
    });
  }
});
