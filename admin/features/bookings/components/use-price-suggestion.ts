import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { Language } from "../../../../src/contract/common.js";
import type { EstimateResponse, OwnerEstimateRequest } from "../../../../src/contract/public-booking.js";
import { type BookingFormValues, type BookingModule, toKilometres } from "../booking-form-values.js";

/** The estimate is asked 1 second after the last change. */
export const PRICE_ESTIMATE_DEBOUNCE_MS = 1000;

export type PriceSuggestion =
  | { state: "idle" }
  | { state: "estimating" }
  | { state: "suggested"; price: number; available: boolean }
  | { state: "unavailable" };

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * The price the module's own pricing would ask for this trip (once both
 * addresses, the pick-up time and the distance are there, the return time for a round trip, a
 * hire's duration and every stop's place). It fills the price until the owner types one; a booking being edited keeps its price
 * and only shows the suggestion. A refused estimate (holiday mode, outside the region…) leaves
 * the price to the owner.
 */
export function usePriceSuggestion(
  form: UseFormReturn<BookingFormValues>,
  module: BookingModule,
  estimate: (request: OwnerEstimateRequest, signal: AbortSignal) => Promise<EstimateResponse>,
  /** True once the owner typed a price themselves (or the booking already had one). */
  priceTyped: { current: boolean },
): PriceSuggestion {
  const { i18n } = useLingui();
  const [suggestion, setSuggestion] = useState<PriceSuggestion>({ state: "idle" });
  const watched = useWatch({
    control: form.control,
    name: [
      "startingLat",
      "startingLng",
      "arrivalLat",
      "arrivalLng",
      "distance",
      "duration",
      "pickUpTime",
      "route",
      "returnPickUpTime",
      "passengers",
      "baggage",
      "vehicleId",
      "service",
      "hireMinutes",
      "stops",
    ],
  });
  const [
    startingLat,
    startingLng,
    arrivalLat,
    arrivalLng,
    distance,
    duration,
    pickUpTime,
    route,
    returnPickUpTime,
    passengers,
    baggage,
    vehicleId,
    service,
    hireMinutes,
    stops,
  ] = watched;
  const hire = service === "HOURLY";
  const trip = hire ? "ONE_WAY" : (route ?? "ONE_WAY");
  const via = hire || trip === "ROUND_TRIP" ? [] : (stops ?? []);
  const complete =
    [startingLat, startingLng, arrivalLat, arrivalLng, distance].every(finite) &&
    Boolean(pickUpTime) &&
    (trip !== "ROUND_TRIP" || Boolean(returnPickUpTime)) &&
    (!hire || finite(hireMinutes)) &&
    via.every((stop) => finite(stop?.lat) && finite(stop?.lng));
  const request: OwnerEstimateRequest | undefined = complete
    ? {
        startingLat: startingLat as number,
        startingLng: startingLng as number,
        arrivalLat: arrivalLat as number,
        arrivalLng: arrivalLng as number,
        distanceKm: toKilometres(distance as number, module.lengthUnit),
        durationMinutes: finite(duration) ? duration : 0,
        pickUpTime: pickUpTime as string,
        route: trip,
        returnPickUpTime: trip === "ROUND_TRIP" ? returnPickUpTime : null,
        service: hire ? "HOURLY" : "TRANSFER",
        ...(hire ? { hireMinutes: hireMinutes as number } : {}),
        stops: via.map((stop) => ({
          label: stop?.label ?? "",
          lat: stop?.lat as number,
          lng: stop?.lng as number,
          waitingMinutes: finite(stop?.waitingMinutes) ? stop.waitingMinutes : 0,
        })),
        passengers: finite(passengers) ? passengers : 1,
        baggage: finite(baggage) ? baggage : 0,
        ...(finite(vehicleId) ? { vehicleId } : {}),
        lang: i18n.locale as Language,
      }
    : undefined;
  // The request itself, as text: the effect runs again only when something in it changed.
  const key = request ? JSON.stringify(request) : "";

  useEffect(() => {
    if (!key) {
      setSuggestion({ state: "idle" });
      return;
    }
    const current = JSON.parse(key) as OwnerEstimateRequest;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setSuggestion({ state: "estimating" });
      try {
        const answer = await estimate(current, controller.signal);
        setSuggestion({ state: "suggested", price: answer.price, available: answer.available });
        if (!priceTyped.current) {
          form.setValue("price", answer.price, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
        }
      } catch {
        if (!controller.signal.aborted) setSuggestion({ state: "unavailable" });
      }
    }, PRICE_ESTIMATE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, estimate, form, priceTyped]);

  return suggestion;
}
