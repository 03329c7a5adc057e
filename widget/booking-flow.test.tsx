// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type FakeCall,
  fakeRef,
  ok,
  placeRefused,
  refused,
  testModule,
} from "../tests/kits/widget/fake-api.js";
import {
  callsTo,
  change,
  fillDetails,
  fillTrip,
  later,
  renderWidget,
} from "../tests/kits/widget/render-widget.js";
import { REDIRECT_DELAY_MS } from "./confirmation.js";

afterEach(() => {
  vi.useRealTimers();
});

/** The submit button, whatever it says (Book, Book and pay online, Sending…). */
const book = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const checkouts = (calls: FakeCall[]) => callsTo(calls, "checkout");

/** Records one kind of widget event for the length of a test. */
function listen(name: string, cancel = false) {
  const details: unknown[] = [];
  const listener = (event: Event) => {
    details.push((event as CustomEvent).detail);
    if (cancel) event.preventDefault();
  };
  document.addEventListener(name, listener);
  return { details, stop: () => document.removeEventListener(name, listener) };
}

describe("Vehicles and options", () => {
  it("disables vehicles too small for the party and moves to one that fits", async () => {
    const api = await renderWidget();
    expect((screen.getByRole("radio", { name: /Berline/ }) as HTMLInputElement).checked).toBe(true);
    change("Passengers", "5");
    const berline = screen.getByRole("radio", { name: /Berline/ }) as HTMLInputElement;
    expect(berline.disabled).toBe(true);
    expect(screen.getByRole("radio", { name: /Berline/ }).closest("label")?.textContent).toContain(
      "Too small for this trip",
    );
    expect((screen.getByRole("radio", { name: /Van/ }) as HTMLInputElement).checked).toBe(true);
    await fillTrip();
    await later(1000);
    expect(callsTo(api.calls, "estimate-price")[0]?.body).toMatchObject({ vehicleId: 2, passengers: 5 });
  });

  it("offers each vehicle's options, with their icons and up to their limit", async () => {
    await renderWidget();
    expect(screen.queryByRole("spinbutton", { name: /^Champagne/ })).toBeNull();
    const seat = screen.getByRole("spinbutton", { name: /^Child seat/ }) as HTMLInputElement;
    expect(seat.closest(".cb-option-row")?.querySelector(".cb-icon svg")).not.toBeNull();
    expect(screen.getByText("€10.00 each, up to 2")).toBeTruthy();
    const more = screen.getByRole("button", { name: "One more: Child seat" }) as HTMLButtonElement;
    fireEvent.click(more);
    fireEvent.click(more);
    expect(seat.value).toBe("2");
    expect(more.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(more);
    expect(seat.value).toBe("2");
    fireEvent.change(seat, { target: { value: "9" } });
    expect(seat.value).toBe("2");

    fireEvent.click(screen.getByRole("radio", { name: /Van/ }));
    expect(screen.getByRole("spinbutton", { name: /^Champagne/ })).toBeTruthy();
    expect(screen.getByText("€40.00 each")).toBeTruthy();
  });
});

describe("Buttons that turn themselves off keep the focus", () => {
  it("the option stepper stays focusable at its limits and ignores clicks there", async () => {
    await renderWidget();
    const seat = screen.getByRole("spinbutton", { name: /^Child seat/ }) as HTMLInputElement;
    const less = screen.getByRole("button", { name: "One less: Child seat" }) as HTMLButtonElement;
    const more = screen.getByRole("button", { name: "One more: Child seat" }) as HTMLButtonElement;
    expect(less.disabled).toBe(false);
    expect(less.getAttribute("aria-disabled")).toBe("true");
    more.focus();
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more.disabled).toBe(false);
    expect(more.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(more);
    less.focus();
    fireEvent.click(less);
    fireEvent.click(less);
    expect(seat.value).toBe("0");
    expect(less.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(less);
    fireEvent.click(less);
    expect(seat.value).toBe("0");
  });

  it("the estimate's Try again keeps the focus while it asks, and after another failure", async () => {
    let failures = 2;
    const api = await renderWidget({
      handlers: [
        (call) =>
          call.path.endsWith("/estimate-price") && failures-- > 0
            ? refused(500, "INTERNAL_ERROR", "Boom")
            : undefined,
      ],
    });
    await fillTrip();
    await later(1000);
    const again = screen.getByRole("button", { name: "Try again" }) as HTMLButtonElement;
    again.focus();
    fireEvent.click(again);
    expect(again.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    await later(1000);
    // Failed again: the same button, enabled, still focused; the second click was ignored.
    expect(callsTo(api.calls, "estimate-price")).toHaveLength(2);
    expect(again.isConnected).toBe(true);
    expect(again.getAttribute("aria-disabled")).toBeNull();
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    await later(1000);
    // Priced: the button is gone and the focus is on the summary's heading, above the price.
    expect(again.isConnected).toBe(false);
    expect(document.activeElement?.id).toBe("summary-title");
  });
});

describe("Booking", () => {
  it("books with driver payment: the request, the spinner, the confirmation and the event", async () => {
    const booked = listen("chauffeur-booking:booked");
    let answer: ((response: Response) => void) | undefined;
    const api = await renderWidget({
      handlers: [
        (call) =>
          call.path.endsWith("/checkout")
            ? new Promise<Response>((resolve) => (answer = resolve))
            : undefined,
      ],
    });
    await fillTrip();
    fireEvent.click(screen.getByRole("button", { name: "One more: Child seat" }));
    fillDetails();
    change("Notes for the driver", "Two suitcases");
    await later(1000);

    fireEvent.click(book());
    await later();
    expect(book().getAttribute("aria-busy")).toBe("true");
    expect(book().getAttribute("aria-disabled")).toBe("true");
    expect(book().textContent).toBe("Sending…");
    fireEvent.click(book());
    await later();
    expect(checkouts(api.calls)).toHaveLength(1);
    // The places as the server signed them; the addresses booked are their labels.
    expect(checkouts(api.calls)[0]?.body).toEqual({
      startingPlace: fakeRef("nce"),
      arrivalPlace: fakeRef("mco"),
      pickUpTime: "2999-06-01T10:30",
      route: "ONE_WAY",
      returnPickUpTime: null,
      passengers: 1,
      baggage: 0,
      vehicleId: 1,
      options: [{ id: 11, quantity: 1 }],
      lang: "en",
      distanceKm: 30,
      durationMinutes: 35,
      fields: [
        { id: 21, value: "Camille", value2: "" },
        { id: 22, value: "Laurent", value2: "" },
        { id: 23, value: "camille@example.com", value2: "" },
        { id: 24, value: "+33 6 12 34 56 78", value2: "" },
        { id: 25, value: "LAURENT", value2: "4 and 7" },
        // The country's default for an English-speaking customer (model/countries.ts).
        { id: 26, value: "US", value2: "" },
        { id: 27, value: "Two suitcases", value2: "" },
      ],
      paymentMode: "DRIVER",
      consent: true,
      expectedPrice: 70,
    });

    answer?.(
      ok({
        number: 1042,
        status: "VALIDATED",
        paymentMode: "DRIVER",
        paymentUrl: null,
        redirectUrl: null,
        price: 70,
        currency: "EUR",
        gratuity: 0,
        onlineAmount: 0,
        driverAmount: 70,
      }),
    );
    await later();
    const heading = screen.getByRole("heading", { name: "Booking made" });
    expect(document.activeElement).toBe(heading);
    const panel = heading.closest("section")?.textContent ?? "";
    expect(panel).toContain("Booking no.\u00A01042");
    expect(panel).toContain("Total: €70.00, to be paid to the driver.");
    expect(screen.queryByRole("form")).toBeNull();
    expect(booked.details).toEqual([
      { moduleId: "demomodule", bookingNumber: "1042", paymentMode: "DRIVER" },
    ]);
    booked.stop();
  });

  it("goes to the owner's redirection URL 6 seconds after the confirmation, unless the host page says no", async () => {
    const module = testModule({ redirectionUrl: "https://riviera.example/thanks" });
    const api = await renderWidget({ module });
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(book());
    await later();
    expect(screen.getByRole("link", { name: "Continue now" }).getAttribute("href")).toBe(
      "https://riviera.example/thanks",
    );
    await later(REDIRECT_DELAY_MS - 1);
    expect(api.visited).toEqual([]);
    await later(1);
    expect(api.visited).toEqual(["https://riviera.example/thanks"]);
  });

  it("never follows a redirection that is not a web address", async () => {
    const api = await renderWidget({ module: testModule({ redirectionUrl: "javascript:alert(1)" }) });
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(book());
    await later(REDIRECT_DELAY_MS * 2);
    expect(screen.getByRole("heading", { name: "Booking made" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Continue now" })).toBeNull();
    expect(api.visited).toEqual([]);
  });

  it("stays on the page when the host page cancels the booked event", async () => {
    const booked = listen("chauffeur-booking:booked", true);
    const api = await renderWidget({
      module: testModule({ redirectionUrl: "https://riviera.example/thanks" }),
    });
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(book());
    await later(REDIRECT_DELAY_MS * 2);
    expect(screen.getByRole("heading", { name: "Booking made" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Continue now" })).toBeNull();
    expect(api.visited).toEqual([]);
    booked.stop();
  });

  it("sends online payment to the payment page in the same window", async () => {
    const api = await renderWidget({ module: testModule({ payments: { driver: false, online: true } }) });
    // Only online is offered: no choice, the way is stated.
    expect(screen.queryByRole("radio", { name: "Pay the driver" })).toBeNull();
    expect(screen.getByText("Pay online by card")).toBeTruthy();
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(screen.getByRole("button", { name: "Book and pay online" }));
    await later();
    expect(checkouts(api.calls)[0]?.body).toMatchObject({ paymentMode: "ONLINE" });
    expect(api.visited).toEqual(["https://pay.example/session/1001"]);
  });

  it("with a deposit and tips, shows what is paid now and what the driver collects, and sends the tip", async () => {
    const payments = {
      driver: false,
      online: true,
      depositPercentage: 30,
      gratuity: { percentages: [5, 10], customAmount: true },
    };
    const api = await renderWidget({ module: testModule({ payments }) });
    await fillTrip();
    fillDetails();
    await later(1000);
    expect((screen.getByRole("radio", { name: "No tip" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "10 %" }));
    expect(screen.getByText(/Paid online now:.*To pay the driver:/)).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Other amount" }));
    fireEvent.change(screen.getByLabelText(/Tip amount/), { target: { value: "-3" } });
    expect(screen.getByText("Enter an amount of 0 or more.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "10 %" }));
    fireEvent.click(screen.getByRole("button", { name: "Book and pay online" }));
    await later();
    expect(checkouts(api.calls)[0]?.body).toMatchObject({
      paymentMode: "ONLINE",
      gratuity: { percentage: 10 },
    });
  });

  it("lets the customer choose when both payments are offered, the driver first", async () => {
    const api = await renderWidget({ module: testModule({ payments: { driver: true, online: true } }) });
    const driver = screen.getByRole("radio", { name: "Pay the driver" }) as HTMLInputElement;
    expect(driver.checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Pay online by card" }));
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(book());
    await later();
    expect(checkouts(api.calls)[0]?.body).toMatchObject({ paymentMode: "ONLINE" });
  });

  it("sends the same Idempotency-Key again when it retries after a lost answer, a new one after a refusal", async () => {
    let attempt = 0;
    const api = await renderWidget({
      handlers: [
        (call) => {
          if (!call.path.endsWith("/checkout")) return undefined;
          attempt += 1;
          if (attempt === 1) throw new TypeError("Failed to fetch");
          if (attempt === 2) return refused(503, "DATABASE_UNAVAILABLE", "Try again");
          if (attempt === 3) return refused(409, "VEHICLE_FULL", "Full");
          return undefined;
        },
      ],
    });
    await fillTrip();
    fillDetails();
    await later(1000);
    for (let click = 0; click < 4; click++) {
      fireEvent.click(book());
      await later();
    }
    const keys = checkouts(api.calls).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[\x20-\x7e]{1,255}$/);
    // A lost answer and a 503: the same attempt again. A refusal: the next click is a new attempt.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("shows the owner's vehicle-full message and keeps the form", async () => {
    const message = "This vehicle is already booked at that time, please choose another time or vehicle.";
    await renderWidget({
      handlers: [
        (call) => (call.path.endsWith("/checkout") ? refused(409, "VEHICLE_FULL", message) : undefined),
      ],
    });
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(book());
    await later();
    expect(screen.getByRole("alert").textContent).toBe(message);
    expect(book().getAttribute("aria-disabled")).toBeNull();
    expect(screen.getByRole("form")).toBeTruthy();
  });

  it("shows a price that changed since the estimate, and books at it on the next click", async () => {
    const api = await renderWidget({
      handlers: [
        (call) =>
          call.path.endsWith("/checkout") && checkouts(api.calls).length === 1
            ? refused(
                409,
                "PRICE_CHANGED",
                "The price of this trip is now €65.00. Please check it and book again.",
              )
            : undefined,
      ],
    });
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(book());
    await later();
    expect(screen.getByRole("alert").textContent).toBe(
      "The price of this trip is now €65.00. Please check it and book again.",
    );
    // The estimate is asked again at once, so the summary shows the server's price.
    await later();
    expect(callsTo(api.calls, "estimate-price")).toHaveLength(2);
    fireEvent.click(book());
    await later();
    expect(checkouts(api.calls)).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Booking made" })).toBeTruthy();
  });

  it("does not book a price the customer has not seen yet", async () => {
    const api = await renderWidget();
    await fillTrip();
    fillDetails();
    await later(1000);
    // An option added just before the click: the 60 € shown is no longer the price.
    fireEvent.click(screen.getByRole("button", { name: "One more: Child seat" }));
    fireEvent.click(book());
    await later();
    expect(checkouts(api.calls)).toHaveLength(0);
    expect(screen.getByRole("alert").textContent).toBe("The price is now €70.00. Check it and book again.");
    fireEvent.click(book());
    await later();
    expect(checkouts(api.calls)[0]?.body).toMatchObject({ expectedPrice: 70 });
  });

  it("puts the server's word on a field next to it and focuses it", async () => {
    await renderWidget({
      handlers: [
        (call) =>
          call.path.endsWith("/checkout")
            ? refused(400, "VALIDATION_ERROR", "Please check the highlighted fields of the form.", [
                { path: "fields.25.value2", code: "invalid", message: "At most 250 characters." },
              ])
            : undefined,
      ],
    });
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(book());
    await later();
    const ages = screen.getByLabelText("Child ages");
    expect(ages.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(ages.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "At most 250 characters.",
    );
    expect(document.activeElement).toBe(ages);
    expect(screen.getByRole("alert").textContent).toBe("Please check the highlighted fields of the form.");
    // Corrected: the server's message on the field and the summary above Book both go.
    fireEvent.change(ages, { target: { value: "4, 7" } });
    expect(ages.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks to choose the drop-off again when the booking's place is refused, and books nothing", async () => {
    const api = await renderWidget({
      handlers: [(call) => (call.path.endsWith("/checkout") ? placeRefused("arrivalPlace") : undefined)],
    });
    await fillTrip();
    fillDetails();
    await later(1000);
    fireEvent.click(book());
    await later();
    const dropoff = screen.getByRole("combobox", { name: "Drop-off address" });
    expect(dropoff.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(dropoff.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "This drop-off address has expired. Choose it again from the suggestions.",
    );
    expect(document.activeElement).toBe(dropoff);
    expect(screen.getByRole("alert").textContent).toBe(
      "This address needs to be chosen again from the suggestions.",
    );
    expect(screen.queryByText("Booking made")).toBeNull();
    expect(checkouts(api.calls)).toHaveLength(1);
    expect(checkouts(api.calls)[0]?.body).toMatchObject({ arrivalPlace: fakeRef("mco") });
  });

  it("checks e-mail and phone formats before sending", async () => {
    const api = await renderWidget();
    await fillTrip();
    fillDetails();
    change("E-mail", "camille@");
    change("Phone", "12");
    fireEvent.click(book());
    await later();
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getByText("Enter a valid phone number.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("E-mail"));
    expect(checkouts(api.calls)).toHaveLength(0);
  });
});
