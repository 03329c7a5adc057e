import {
  type DiscountCodeInput,
  type DiscountCodeUpdate,
  discountCode,
  discountCodeList,
} from "../../contract/discount-code.js";
import type { ApiTransport } from "../http.js";
import { catalogueCalls } from "./catalogue.js";

/** Discount codes (admin, Bearer) at /admin/discount; the code cannot change on update. */
export const discountCodesEndpoints = (transport: ApiTransport) => ({
  discountCodes: catalogueCalls<
    typeof discountCode,
    typeof discountCodeList,
    DiscountCodeInput,
    DiscountCodeUpdate
  >(transport, "admin/discount", { item: discountCode, list: discountCodeList }),
});
