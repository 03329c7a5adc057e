import type { Language } from "../../contract/common.js";
import { citySearchResponse } from "../../contract/geo.js";
import type { ApiTransport } from "../http.js";

/** Home-city search of the settings page (admin, Bearer): at least 2 characters, up to 7 cities. */
export const geoAdminEndpoints = ({ call }: ApiTransport) => ({
  searchCities: (q: string, lang?: Language) =>
    call(citySearchResponse, "admin/geo/cities", { searchParams: lang ? { q, lang } : { q } }),
});
