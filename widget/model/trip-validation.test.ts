import { describe, expect, it } from "vitest";
import { testModule } from "../../tests/kits/widget/fake-api.js";
import { EMPTY_TRIP } from "../store.js";
import { type TripDraft, tripLimits, validateTrip } from "./trip-validation.js";

const now = { date: "2030-05-10", time: "14:00" };
const valid: TripDraft = {
  ...EMPTY_TRIP,
  pickupAddress: "Nice airport",
  pickupPlace: { label: "Nice airport", lat: 43.66, lng: 7.21, ref: "signed-nice-airport" },
  dropoffAddress: "Monaco",
  dropoffPlace: { label: "Monaco", lat: 43.74, lng: 7.42, ref: "signed-monaco" },
  pickupDate: "2030-05-10",
  pickupTime: "14:30",
};

describe("validateTrip", () => {
  it("accepts a complete one-way trip", () => {
    expect(validateTrip(valid, testModule(), now)).toEqual({});
  });

  it("requires both addresses (2 characters at least), the date and the time", () => {
    const trip = { ...EMPTY_TRIP, pickupAddress: " N " };
    expect(validateTrip(trip, testModule(), now)).toEqual({
      pickupAddress: "required",
      dropoffAddress: "required",
      pickupDate: "required",
      pickupTime: "required",
    });
  });

  it("needs each address chosen from the suggestions", () => {
    expect(validateTrip({ ...valid, dropoffPlace: null }, testModule(), now)).toEqual({
      dropoffAddress: "choose",
    });
  });

  it("refuses a pickup before the earliest time the module accepts", () => {
    expect(validateTrip({ ...valid, pickupTime: "14:00" }, testModule(), now)).toEqual({
      pickupTime: "past",
    });
    expect(
      validateTrip({ ...valid, pickupDate: "2030-05-09", pickupTime: "23:00" }, testModule(), now),
    ).toEqual({
      pickupTime: "past",
    });
  });

  it("requires a return after the pickup for a round trip", () => {
    const round = { ...valid, route: "ROUND_TRIP" as const };
    expect(validateTrip(round, testModule(), now)).toEqual({
      returnDate: "required",
      returnTime: "required",
    });
    expect(
      validateTrip({ ...round, returnDate: "2030-05-10", returnTime: "14:30" }, testModule(), now),
    ).toEqual({
      returnTime: "beforePickup",
    });
    expect(
      validateTrip({ ...round, returnDate: "2030-05-11", returnTime: "09:00" }, testModule(), now),
    ).toEqual({});
  });

  it("ignores the return when the owner does not offer round trips", () => {
    const module = testModule({ choices: { passengers: true, vehicles: true, trip: false } });
    expect(validateTrip({ ...valid, route: "ROUND_TRIP" }, module, now)).toEqual({});
  });

  it("keeps passengers and baggage within the largest vehicle", () => {
    const module = testModule();
    expect(tripLimits(module)).toEqual({ maxPassengers: 7, maxBaggage: 7 });
    expect(validateTrip({ ...valid, passengers: "0", baggage: "8" }, module, now)).toEqual({
      passengers: "range",
      baggage: "range",
    });
    expect(validateTrip({ ...valid, passengers: "2.5", baggage: "" }, module, now)).toEqual({
      passengers: "range",
      baggage: "range",
    });
    expect(validateTrip({ ...valid, passengers: "7", baggage: "0" }, module, now)).toEqual({});
  });

  it("limits the party to the first vehicle when the customer cannot choose the vehicle", () => {
    const module = testModule({ choices: { passengers: true, vehicles: false, trip: true } });
    expect(tripLimits(module)).toEqual({ maxPassengers: 4, maxBaggage: 3 });
  });

  it("does not check passengers the customer cannot choose", () => {
    const module = testModule({ choices: { passengers: false, vehicles: true, trip: true } });
    expect(validateTrip({ ...valid, passengers: "99" }, module, now)).toEqual({});
  });
});

describe("validateTrip and the booking horizon", () => {
  const withHorizon = { ...now, lastDay: "2030-06-09" };

  it("takes the last bookable day and refuses the day after, for the pickup and the return", () => {
    expect(validateTrip({ ...valid, pickupDate: "2030-06-09" }, testModule(), withHorizon)).toEqual({});
    expect(validateTrip({ ...valid, pickupDate: "2030-06-10" }, testModule(), withHorizon)).toEqual({
      pickupDate: "beyondHorizon",
    });
    const roundTrip = {
      ...valid,
      route: "ROUND_TRIP" as const,
      returnDate: "2030-06-10",
      returnTime: "10:00",
    };
    expect(
      validateTrip(
        roundTrip,
        testModule({ choices: { passengers: true, vehicles: true, trip: true } }),
        withHorizon,
      ),
    ).toEqual({
      returnDate: "beyondHorizon",
    });
  });
});
