import * as z from "zod/mini";
import { type City, PLACE_RESULTS_MAX, type Place } from "../../../../contract/geo.js";
import { type GeoHttpOptions, requestJson, serviceUrl, unexpectedAnswer } from "../common/http.js";
import type { GeoContext, GeoProvider } from "../common/types.js";
import { googleFailure } from "./errors.js";

const AUTOCOMPLETE = "Google Places autocomplete";
const DETAILS = "Google Place details";

const autocompleteAnswer = z.object({
  suggestions: z.optional(
    z.array(
      z.object({
        placePrediction: z.optional(z.object({ placeId: z.string(), text: z.object({ text: z.string() }) })),
      }),
    ),
  ),
});
const detailsAnswer = z.object({ location: z.object({ latitude: z.number(), longitude: z.number() }) });

interface Prediction {
  placeId: string;
  text: string;
  lat: number;
  lon: number;
}

/**
 * Google Places (New) with the module's own key: Autocomplete
 * (`POST {GOOGLE_PLACES_URL}/v1/places:autocomplete`) gives up to 5 predictions made for search
 * as you type, without coordinates; one Place Details call per prediction
 * (`GET /v1/places/{id}`, field mask `id,location`, the cheapest Essentials fields) adds them.
 * Autocomplete was chosen over the Geocoding API because geocoding matches whole addresses and
 * answers poorly to the first letters a customer types.
 */
export function createGooglePlaces(
  baseUrl: string,
  http: GeoHttpOptions,
): Pick<GeoProvider, "searchPlaces" | "searchCities"> {
  const headers = (key: string, fieldMask: string) => ({
    "x-goog-api-key": key,
    "x-goog-fieldmask": fieldMask,
  });

  async function coordinates(placeId: string, context: GeoContext) {
    const url = serviceUrl(baseUrl, `v1/places/${encodeURIComponent(placeId)}`);
    url.searchParams.set("languageCode", context.language);
    const answer = await requestJson(
      DETAILS,
      url,
      { headers: headers(context.googleApiKey, "id,location") },
      http,
    );
    if (answer.status !== 200) throw googleFailure(DETAILS, answer);
    const parsed = detailsAnswer.safeParse(answer.body);
    if (!parsed.success) throw unexpectedAnswer(DETAILS, answer.status);
    return { lat: parsed.data.location.latitude, lon: parsed.data.location.longitude };
  }

  async function predict(query: string, context: GeoContext, citiesOnly: boolean): Promise<Prediction[]> {
    const answer = await requestJson(
      AUTOCOMPLETE,
      serviceUrl(baseUrl, "v1/places:autocomplete"),
      {
        method: "POST",
        headers: headers(
          context.googleApiKey,
          "suggestions.placePrediction.placeId,suggestions.placePrediction.text.text",
        ),
        body: {
          input: query,
          languageCode: context.language,
          ...(context.country ? { includedRegionCodes: [context.country.toLowerCase()] } : {}),
          ...(citiesOnly ? { includedPrimaryTypes: ["(cities)"] } : {}),
        },
      },
      http,
    );
    if (answer.status !== 200) throw googleFailure(AUTOCOMPLETE, answer);
    const parsed = autocompleteAnswer.safeParse(answer.body);
    if (!parsed.success) throw unexpectedAnswer(AUTOCOMPLETE, answer.status);
    const predictions = (parsed.data.suggestions ?? [])
      .flatMap((suggestion) => (suggestion.placePrediction ? [suggestion.placePrediction] : []))
      .slice(0, PLACE_RESULTS_MAX);
    return Promise.all(
      predictions.map(async (p) => ({
        placeId: p.placeId,
        text: p.text.text,
        ...(await coordinates(p.placeId, context)),
      })),
    );
  }

  return {
    async searchPlaces(query, context): Promise<Place[]> {
      return (await predict(query, context, false)).map((p) => ({
        id: `google:${p.placeId}`,
        address: { freeformAddress: p.text },
        position: { lat: p.lat, lon: p.lon },
      }));
    },
    async searchCities(query, context): Promise<City[]> {
      return (await predict(query, context, true)).map((p) => ({
        display_name: p.text,
        lat: p.lat,
        lon: p.lon,
      }));
    },
  };
}
