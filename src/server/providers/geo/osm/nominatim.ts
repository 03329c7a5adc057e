import * as z from "zod/mini";
import type { City, Place } from "../../../../contract/geo.js";
import { PLACE_RESULTS_MAX } from "../../../../contract/geo.js";
import { type GeoHttpOptions, requestJson, serviceUrl, unexpectedAnswer } from "../common/http.js";
import type { GeoContext, GeoProvider } from "../common/types.js";

const SERVICE = "The address service (Nominatim)";

const coordinate = z.pipe(z.union([z.string(), z.number()]), z.transform(Number));
const result = z.object({
  place_id: z.union([z.number(), z.string()]),
  lat: coordinate,
  lon: coordinate,
  display_name: z.string(),
});
type Result = z.infer<typeof result>;

/**
 * Nominatim (https://nominatim.org), OpenStreetMap's reference geocoder:
 * `GET {NOMINATIM_URL}/search?format=jsonv2&q=&limit=7&countrycodes=&accept-language=`.
 * Its public instance forbids search-as-you-type; point NOMINATIM_URL at your own.
 */
export function createNominatimSearch(
  baseUrl: string,
  http: GeoHttpOptions,
): Pick<GeoProvider, "searchPlaces" | "searchCities"> {
  async function search(
    query: string,
    context: GeoContext,
    extra: Record<string, string>,
  ): Promise<Result[]> {
    const url = serviceUrl(baseUrl, "search");
    url.searchParams.set("format", "jsonv2");
    url.searchParams.set("q", query);
    url.searchParams.set("limit", String(PLACE_RESULTS_MAX));
    url.searchParams.set("accept-language", context.language);
    if (context.country) url.searchParams.set("countrycodes", context.country.toLowerCase());
    for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
    const answer = await requestJson(SERVICE, url, {}, http);
    const parsed = z.array(result).safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw unexpectedAnswer(SERVICE, answer.status);
    return parsed.data
      .filter((r) => Number.isFinite(r.lat) && Number.isFinite(r.lon))
      .slice(0, PLACE_RESULTS_MAX);
  }

  return {
    async searchPlaces(query, context): Promise<Place[]> {
      return (await search(query, context, {})).map((r) => ({
        id: `nominatim:${r.place_id}`,
        address: { freeformAddress: r.display_name },
        position: { lat: r.lat, lon: r.lon },
      }));
    },
    async searchCities(query, context): Promise<City[]> {
      // featureType=city: cities, towns and villages only, not streets or shops named alike.
      return (await search(query, context, { featureType: "city" })).map((r) => ({
        display_name: r.display_name,
        lat: r.lat,
        lon: r.lon,
      }));
    },
  };
}
