import { describe, expect, it } from "vitest";
import { testModule } from "../../tests/kits/widget/fake-api.js";
import { prefillFrom, prefillKey } from "./prefill.js";

const earliest = { date: "2030-05-10", time: "14:00", lastDay: "2031-05-10" };

describe("prefillFrom", () => {
  it("takes every value the module can take", () => {
    const prefill = prefillFrom(
      {
        pickup: "  Nice airport ",
        dropoff: "Monaco",
        date: "2030-06-01",
        time: "09:45",
        passengers: "3",
        vehicle: "2",
        serviceType: "transfer",
      },
      testModule(),
      earliest,
    );
    expect(prefill).toEqual({
      trip: {
        pickupAddress: "Nice airport",
        pickupPlace: null,
        dropoffAddress: "Monaco",
        dropoffPlace: null,
        pickupDate: "2030-06-01",
        pickupTime: "09:45",
        passengers: "3",
        service: "TRANSFER",
      },
      vehicleId: 2,
    });
  });

  it("never takes the address text as a place: the customer still chooses one", () => {
    const { trip } = prefillFrom({ pickup: "Nice" }, testModule(), earliest);
    expect(trip.pickupPlace).toBeNull();
  });

  it("ignores what the module cannot take, without an error", () => {
    const module = testModule();
    const ignored = [
      { date: "2030-05-09" }, // in the past
      { date: "2031-05-11" }, // beyond the booking horizon
      { date: "2030-02-30" }, // not a day
      { date: "tomorrow" },
      { time: "24:00" },
      { time: "9:45" },
      { passengers: "0" },
      { passengers: "8" }, // more than the largest vehicle (7)
      { passengers: "2.5" },
      { passengers: "-1" },
      { vehicle: "99" }, // not a vehicle of the module
      { vehicle: "Van" },
      { serviceType: "hourly" }, // the module offers no hourly hire
      { serviceType: "helicopter" },
      { pickup: "N" }, // too short to search
      { dropoff: "   " },
    ];
    for (const input of ignored)
      expect(prefillFrom(input, module, earliest), JSON.stringify(input)).toEqual({ trip: {} });
  });

  it("keeps the earliest day, and passengers or vehicle only when the customer chooses them", () => {
    expect(prefillFrom({ date: "2030-05-10" }, testModule(), earliest).trip.pickupDate).toBe("2030-05-10");
    const fixed = testModule({ choices: { passengers: false, vehicles: false, trip: false } });
    expect(prefillFrom({ passengers: "2", vehicle: "1" }, fixed, earliest)).toEqual({ trip: {} });
  });

  it("takes an hourly hire from a module that offers it, whatever the case", () => {
    const module = testModule({ hourlyHire: { stepMinutes: 60 } } as never);
    expect(prefillFrom({ serviceType: "Hourly" }, module, earliest).trip.service).toBe("HOURLY");
  });

  it("cuts an address to the input's length", () => {
    const { trip } = prefillFrom({ pickup: "a".repeat(500) }, testModule(), earliest);
    expect(trip.pickupAddress?.length).toBeLessThan(500);
  });
});

describe("prefillKey", () => {
  it("is empty without a value, and the same for the same values", () => {
    expect(prefillKey({})).toBe("");
    expect(prefillKey({ pickup: " ", date: "" })).toBe("");
    expect(prefillKey({ pickup: "Nice" })).toBe(prefillKey({ pickup: "Nice " }));
    expect(prefillKey({ pickup: "Nice" })).not.toBe(prefillKey({ dropoff: "Nice" }));
  });
});
