// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeCall, fakeRef } from "../tests/kits/widget/fake-api.js";
import { callsTo, fillDetails, later, renderWidget } from "../tests/kits/widget/render-widget.js";

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/**
 * The prefilled searches were scheduled when the module arrived, before renderWidget faked the
 * clock: they fire on the real one. Waits for both, then fakes the clock again.
 */
async function prefilledSearches(calls: FakeCall[]) {
  vi.useRealTimers();
  await waitFor(() => expect(callsTo(calls, "places")).toHaveLength(2), { timeout: 10_000 });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await later();
}

describe("Prefill from the host page", () => {
  it("fills the trip, searches the addresses and lets the customer choose a result", async () => {
    const api = await renderWidget({
      attributes: {
        pickup: "Nice",
        dropoff: "Mona",
        date: "2999-06-01",
        time: "10:30",
        passengers: "3",
        vehicle: "2",
      },
    });
    expect(input("Pickup address").value).toBe("Nice");
    expect(input("Drop-off address").value).toBe("Mona");
    expect(input("Pickup date").value).toBe("2999-06-01");
    expect(input("Pickup time").value).toBe("10:30");
    expect(input("Passengers").value).toBe("3");
    expect((screen.getByRole("radio", { name: /Van/ }) as HTMLInputElement).checked).toBe(true);

    await prefilledSearches(api.calls);
    const searched = callsTo(api.calls, "places").map((call) =>
      new URL(call.path, "http://x").searchParams.get("q"),
    );
    expect(searched).toEqual(expect.arrayContaining(["Nice", "Mona"]));
    // Nothing is taken as a place, and no list opens before the customer is in the field.
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(callsTo(api.calls, "estimate-price")).toHaveLength(0);

    fireEvent.focus(screen.getByRole("combobox", { name: "Pickup address" }));
    fireEvent.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: "Nice Côte d'Azur Airport" }),
    );
    fireEvent.focus(screen.getByRole("combobox", { name: "Drop-off address" }));
    fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Monaco" }));
    await later(1000);
    expect(callsTo(api.calls, "estimate-price").at(-1)?.body).toMatchObject({
      startingPlace: fakeRef("nce"),
      arrivalPlace: fakeRef("mco"),
      pickUpTime: "2999-06-01T10:30",
      passengers: 3,
      vehicleId: 2,
    });
  });

  it("ignores values the module cannot take and still shows the form", async () => {
    await renderWidget({
      attributes: { date: "2001-01-01", time: "25:99", passengers: "40", vehicle: "99", serviceType: "boat" },
    });
    expect(input("Pickup date").value).toBe("");
    expect(input("Pickup time").value).toBe("");
    expect(input("Passengers").value).toBe("1");
    expect((screen.getByRole("radio", { name: /Berline/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe("Source tracking", () => {
  it("sends the page's utm_* parameters and the source attribute with the booking", async () => {
    window.history.replaceState(
      null,
      "",
      "/offers?utm_source=newsletter&utm_campaign=summer&email=a@b.example",
    );
    const api = await renderWidget({
      attributes: {
        pickup: "Nice",
        dropoff: "Mona",
        date: "2999-06-01",
        time: "10:30",
        source: "hotel-desk",
      },
    });
    await prefilledSearches(api.calls);
    fireEvent.focus(screen.getByRole("combobox", { name: "Pickup address" }));
    fireEvent.click(
      within(screen.getByRole("listbox")).getByRole("option", { name: "Nice Côte d'Azur Airport" }),
    );
    fireEvent.focus(screen.getByRole("combobox", { name: "Drop-off address" }));
    fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Monaco" }));
    fillDetails();
    await later(1000);
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await later(1000);
    const [checkout] = callsTo(api.calls, "checkout");
    expect(checkout?.body).toMatchObject({
      source: { source: "hotel-desk", utmSource: "newsletter", utmCampaign: "summer" },
    });
    expect(JSON.stringify(checkout?.body)).not.toContain("a@b.example");
  });
});
