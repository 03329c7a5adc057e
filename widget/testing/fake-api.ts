// Test helpers: a module as GET /api/booking/{id} answers it, and a fetch that answers like our
// server (envelope of DESIGN section 3) without a network.
import type { PublicModule } from "../../src/contract/module.js";

export const TEST_API = "http://api.test";

export function testModule(overrides: Partial<PublicModule> = {}): PublicModule {
  return {
    id: "demomodule",
    title: "Riviera Chauffeurs",
    description: "Transfers across the Riviera",
    imageUrl: null,
    companyName: "Riviera Chauffeurs",
    phone: "+33 4 93 00 00 00",
    websiteUrl: "https://riviera.example",
    redirectionUrl: "",
    currency: "EUR",
    defaultLanguage: "fr",
    lengthUnit: "KM",
    timeZone: "Europe/Paris",
    appearance: {
      moduleWidth: 600,
      moduleHeight: 950,
      iconColor: "80BDFF",
      buttonColor: "007BFF",
      showMap: false,
      centerLat: 46.41,
      centerLng: 2.05,
      centerZoom: 5,
      googleMapsApiKey: "",
    },
    choices: { passengers: true, vehicles: true, trip: true },
    payments: { driver: true, online: false },
    holidayMode: { active: false, message: "" },
    ready: true,
    vehicles: [
      { id: 1, name: "Berline", passengersSpace: 4, baggageSpace: 3 },
      { id: 2, name: "Van", passengersSpace: 7, baggageSpace: 7 },
    ],
    ...overrides,
  };
}

/** A fetch serving the given modules by id; any other id gets the server's 404 answer. */
export function fakeFetch(modules: PublicModule[] = [testModule()]) {
  const requests: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push(url);
    const id = decodeURIComponent(new URL(url).pathname.replace(/^\/api\/booking\//, ""));
    const module = modules.find((item) => item.id === id);
    if (module) return json(200, { success: true, data: module });
    return json(404, { success: false, data: "MODULE_NOT_FOUND", message: "Module not found" });
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
