import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Nice → Cannes as the widget gets them: the first result of the public address search for
 * each (offline gazetteer), with the reference the server signed. A checkout names its places
 * by these references; the booking keeps their labels ("Nice, France", "Cannes, France").
 */
export async function niceToCannesPlaces(
  request: APIRequestContext,
): Promise<{ startingPlace: string; arrivalPlace: string }> {
  const find = async (query: string) => {
    const response = await request.get(`/api/geo/demomodule/places?q=${query}&lang=fr`);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).data.places[0].ref as string;
  };
  return { startingPlace: await find("Nice"), arrivalPlace: await find("Cannes") };
}
