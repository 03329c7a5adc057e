import { describe, expect, it } from "vitest";
import type { Language } from "../../../../contract/common.js";
import { PLACE_RESULTS_MAX } from "../../../../contract/geo.js";
import { checkRouteBand, greatCircleKm } from "../../../../pricing/index.js";
import type { GeoContext } from "../common/types.js";
import { foldText } from "./fold.js";
import { sharedGazetteer } from "./gazetteer.js";
import { createOfflineGeoProvider } from "./provider.js";
import { estimateRoute } from "./routing.js";

const provider = createOfflineGeoProvider();
const context = (language: Language = "fr", country: string | null = null): GeoContext => ({
  language,
  country,
  googleApiKey: "",
});
const labels = async (query: string, ctx = context()) =>
  (await provider.searchPlaces(query, ctx)).map((place) => place.address.freeformAddress);

describe("foldText", () => {
  it("drops accents, case and punctuation so typed text meets stored names", () => {
    expect(foldText("Côte d’Azur")).toBe("cote d azur");
    expect(foldText("  NICE-Ville ")).toBe("nice ville");
    expect(foldText("Straße Œuvre")).toBe("strasse oeuvre");
  });
});

describe("offline address search", () => {
  it("finds Nice first, then its airport and station, with positions", async () => {
    const places = await provider.searchPlaces("Nice", context());
    expect(places[0]).toMatchObject({ address: { freeformAddress: "Nice, France" } });
    expect(places[0]?.position.lat).toBeCloseTo(43.7, 1);
    expect(places[0]?.position.lon).toBeCloseTo(7.27, 1);
    const names = places.map((p) => p.address.freeformAddress);
    expect(names[1]).toBe("Aéroport Nice-Côte d'Azur (NCE), France");
    expect(names).toContain("Gare de Nice-Ville, France");
    expect(new Set(places.map((p) => p.id)).size).toBe(places.length);
  });

  it("finds big cities by the first letters of their name", async () => {
    expect((await labels("Pari"))[0]).toBe("Paris, France");
    expect((await labels("marseil"))[0]).toBe("Marseille, France");
  });

  it("finds airports by their French name, their code or their city", async () => {
    expect((await labels("Aéroport Nice Côte d'Azur"))[0]).toBe("Aéroport Nice-Côte d'Azur (NCE), France");
    expect((await labels("CDG"))[0]).toBe("Aéroport international Charles de Gaulle (CDG), Paris, France");
    expect((await labels("orly"))[0]).toBe("Aéroport Paris-Orly (ORY), France");
    const paris = await labels("Paris");
    expect(paris.slice(0, 3)).toEqual([
      "Paris, France",
      "Aéroport international Charles de Gaulle (CDG), Paris, France",
      "Aéroport Paris-Orly (ORY), France",
    ]);
  });

  it("ranks a station after its city, and a city's sections after the whole city", async () => {
    expect((await labels("Monaco")).slice(0, 2)).toEqual([
      "Monaco, Monaco",
      "Gare de Monaco-Monte-Carlo, Monaco",
    ]);
    expect((await labels("Marseille")).slice(0, 3)).toEqual([
      "Marseille, France",
      "Aéroport Marseille Provence (MRS), France",
      "Gare de Marseille-Saint-Charles, France",
    ]);
    expect((await labels("Paris")).slice(3)).toEqual([
      "Paris Gare de Lyon, France",
      "Paris Gare du Nord, France",
      "Paris Gare de l'Est, France",
      "Paris Gare Montparnasse, France",
    ]);
  });

  it("finds main stations, in any word order", async () => {
    expect((await labels("gare de lyon"))[0]).toBe("Paris Gare de Lyon, France");
    expect(await labels("Lyon Part-Dieu")).toContain("Gare de Lyon-Part-Dieu, France");
    expect(await labels("saint charles gare")).toContain("Gare de Marseille-Saint-Charles, France");
  });

  it("ignores accents and case both ways", async () => {
    expect(await labels("eze")).toContain("Èze, France");
    expect(await labels("NÎMES")).toContain("Nîmes, France");
    expect(await labels("nimes")).toContain("Nîmes, France");
  });

  it("shows the customer's language", async () => {
    expect((await labels("Nice", context("en")))[1]).toBe("Nice-Côte d'Azur Airport (NCE), France");
    expect((await labels("Nice", context("es")))[0]).toBe("Nice, Francia");
    expect((await labels("Nice", context("es")))[1]).toBe("Aeropuerto Nice-Côte d'Azur (NCE), Francia");
    expect((await labels("CDG", context("es")))[0]).toBe(
      "Aeropuerto internacional Charles de Gaulle (CDG), Paris, Francia",
    );
  });

  it("keeps only the owner's country when the module restricts the search", async () => {
    const inFrance = await labels("Paris", context("en", "FR"));
    expect(inFrance.length).toBeGreaterThan(3);
    expect(inFrance.every((label) => label.endsWith(", France"))).toBe(true);
    const inUs = await labels("Paris", context("en", "US"));
    expect(inUs[0]).toBe("Paris, TX, United States");
    expect(inUs.every((label) => label.endsWith(", United States"))).toBe(true);
    expect(await labels("gare de nice", context("fr", "IT"))).toEqual([]);
  });

  it("answers at most 7 places, and nothing under 2 characters", async () => {
    expect(await labels("sa")).toHaveLength(PLACE_RESULTS_MAX);
    expect(await labels("a")).toEqual([]);
    expect(await labels(" - ")).toEqual([]);
    expect(await labels("zzzzqqq")).toEqual([]);
  });

  it("lists a place GeoNames holds twice only once", async () => {
    const everything = sharedGazetteer().search("Nice", { citiesOnly: false, country: "FR", limit: 50 });
    const keys = everything.map((e) => `${e.kind}|${e.name}|${e.lat.toFixed(1)}|${e.lng.toFixed(1)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("holds cities of every size, the big airports and the stations", () => {
    expect(sharedGazetteer().size()).toBeGreaterThan(130_000);
  });
});

describe("offline home-city search", () => {
  it("answers cities only, as display name and coordinates", async () => {
    const cities = await provider.searchCities("Nice", context());
    expect(cities[0]).toEqual({
      display_name: "Nice, France",
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
    expect(cities.some((c) => c.display_name.includes("NCE") || c.display_name.startsWith("Gare"))).toBe(
      false,
    );
    expect(await provider.searchCities("CDG", context())).toEqual([]);
    expect((await provider.searchCities("Courchevel", context()))[0]?.display_name).toBe(
      "Courchevel, France",
    );
  });
});

describe("offline routing", () => {
  const nice = { lat: 43.7034, lng: 7.2663 };
  const cannes = { lat: 43.5513, lng: 7.0128 };
  const paris = { lat: 48.8566, lng: 2.3522 };

  it("lengthens the great circle by 1.3 and drives 50 km/h for 30 km, 90 km/h beyond", async () => {
    const straight = greatCircleKm(nice, cannes); // ≈ 26.5 km
    const route = await provider.route(nice, cannes, context());
    const km = straight * 1.3;
    expect(route).toEqual({
      distanceMeters: Math.round(km * 1000),
      durationSeconds: Math.round((30 / 50 + (km - 30) / 90) * 3600),
      source: "offline",
      authoritative: false,
    });
    expect(route.distanceMeters).toBeGreaterThan(34_000);
    expect(route.distanceMeters).toBeLessThan(35_000);
  });

  it("drives a short trip at 50 km/h and a long one mostly at 90 km/h", () => {
    const short = estimateRoute(nice, { lat: 43.7102, lng: 7.262 }); // across Nice, under 1 km
    expect(short.durationSeconds).toBe(Math.round((short.distanceMeters / 1000 / 50) * 3600));
    const long = estimateRoute(paris, nice);
    const km = long.distanceMeters / 1000;
    expect(km).toBeGreaterThan(880);
    expect(long.durationSeconds / 3600).toBeCloseTo(30 / 50 + (km - 30) / 90, 3);
  });

  it("gives estimates checkout accepts as plausible, from next door to across Europe", () => {
    const destinations = [
      { lat: 43.7102, lng: 7.262 },
      cannes,
      { lat: 43.2965, lng: 5.3698 },
      paris,
      { lat: 52.52, lng: 13.405 },
    ];
    for (const to of destinations) {
      const route = estimateRoute(nice, to);
      const check = checkRouteBand(nice, to, route.distanceMeters / 1000, route.durationSeconds / 60);
      expect(check).toEqual({ plausible: true });
    }
  });

  it("is zero for the same point", () => {
    expect(estimateRoute(nice, nice)).toMatchObject({ distanceMeters: 0, durationSeconds: 0 });
  });
});
