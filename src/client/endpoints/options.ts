import { customOption, type OptionInput, optionList } from "../../contract/option.js";
import type { ApiTransport } from "../http.js";
import { catalogueCalls, copyCall, reorderCall } from "./catalogue.js";

const PATH = "admin/options";

/** Extra options (admin, Bearer): `client.options.list()`, `.copy(id)`… */
export const optionsEndpoints = (transport: ApiTransport) => ({
  options: {
    ...catalogueCalls<typeof customOption, typeof optionList, OptionInput>(transport, PATH, {
      item: customOption,
      list: optionList,
    }),
    reorder: reorderCall(transport, PATH, "options", optionList),
    copy: copyCall(transport, PATH, customOption),
  },
});
