import { type SurchargeInput, surcharge, surchargeList } from "../../contract/surcharge.js";
import type { ApiTransport } from "../http.js";
import { catalogueCalls } from "./catalogue.js";

/** Surcharges (admin, Bearer): no reorder, no copy. */
export const surchargesEndpoints = (transport: ApiTransport) => ({
  surcharges: catalogueCalls<typeof surcharge, typeof surchargeList, SurchargeInput>(
    transport,
    "admin/surcharges",
    {
      item: surcharge,
      list: surchargeList,
    },
  ),
});
