import * as z from "zod/mini";
import type { City, Place } from "../../../../contract/geo.js";
import { PLACE_RESULTS_MAX } from "../../../../contract/geo.js";
import { type GeoHttpOptions, requestJson, serviceUrl, unexpectedAnswer } from "../common/http.js";
import type { GeoContext, GeoProvider } from "../common/types.js";

const SERVICE = "The address service (Photon)";

const feature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    osm_type: z.optional(z.string()),
    osm_id: z.optional(z.number()),
    osm_value: z.optional(z.string()),
    countrycode: z.optional(z.string()),
    name: z.optional(z.string()),
    housenumber: z.optional(z.string()),
    street: z.optional(z.string()),
    postcode: z.optional(z.string()),
    city: z.optional(z.string()),
    state: z.optional(z.string()),
    country: z.optional(z.string()),
  }),
});
type Feature = z.infer<typeof feature>;
const featureCollection = z.object({ features: z.array(feature) });

/** Photon knows these languages besides the local names ("default"); Spanish is not one of them. */
const PHOTON_LANGUAGES = new Set(["en", "fr", "de", "it"]);
/** Photon cannot filter by country: ask for more and keep those of the owner's country. */
const COUNTRY_FILTER_LIMIT = 30;
/** OpenStreetMap place values that a home city can be. */
const SETTLEMENTS = new Set(["city", "town", "village", "hamlet", "municipality", "suburb"]);

const unique = (parts: (string | undefined)[]) =>
  parts.filter((part, index): part is string => !!part && parts.indexOf(part) === index);

/**
 * One line from Photon's parts: "Hôtel Negresco, 37 Promenade des Anglais, 06000 Nice, France"
 * for an address, "Nice, Provence-Alpes-Côte d'Azur, France" for a town.
 */
function addressOf(properties: Feature["properties"]): string {
  const street = unique([properties.housenumber, properties.street]).join(" ") || undefined;
  const { city, name } = properties;
  const town = city && city !== name ? unique([properties.postcode, city]).join(" ") : undefined;
  const region = street ? undefined : properties.state;
  return unique([name, street, town, region, properties.country]).join(", ");
}

/**
 * Photon (https://github.com/komoot/photon), the OpenStreetMap geocoder made for search as you
 * type: `GET {PHOTON_URL}/api?q=&limit=7&lang=`. GeoJSON answers, [longitude, latitude].
 */
export function createPhotonSearch(
  baseUrl: string,
  http: GeoHttpOptions,
): Pick<GeoProvider, "searchPlaces" | "searchCities"> {
  async function search(
    query: string,
    context: GeoContext,
    extra: Record<string, string>,
  ): Promise<Feature[]> {
    const url = serviceUrl(baseUrl, "api");
    url.searchParams.set("q", query);
    url.searchParams.set("limit", String(context.country ? COUNTRY_FILTER_LIMIT : PLACE_RESULTS_MAX));
    if (PHOTON_LANGUAGES.has(context.language)) url.searchParams.set("lang", context.language);
    for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
    const answer = await requestJson(SERVICE, url, {}, http);
    const parsed = featureCollection.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw unexpectedAnswer(SERVICE, answer.status);
    const country = context.country;
    return parsed.data.features.filter(
      (f) => !country || f.properties.countrycode?.toUpperCase() === country,
    );
  }

  return {
    async searchPlaces(query, context): Promise<Place[]> {
      const features = await search(query, context, {});
      return features.slice(0, PLACE_RESULTS_MAX).map((f, index) => ({
        id:
          f.properties.osm_type && f.properties.osm_id
            ? `osm:${f.properties.osm_type}${f.properties.osm_id}`
            : `photon:${index}`,
        address: { freeformAddress: addressOf(f.properties) },
        position: { lat: f.geometry.coordinates[1], lon: f.geometry.coordinates[0] },
      }));
    },
    async searchCities(query, context): Promise<City[]> {
      const features = await search(query, context, { osm_tag: "place" });
      return features
        .filter((f) => SETTLEMENTS.has(f.properties.osm_value ?? ""))
        .slice(0, PLACE_RESULTS_MAX)
        .map((f) => ({
          display_name: unique([f.properties.name, f.properties.state, f.properties.country]).join(", "),
          lat: f.geometry.coordinates[1],
          lon: f.geometry.coordinates[0],
        }));
    },
  };
}
