import { type PackageInput, packageItem, packageList } from "../../contract/package.js";
import type { ApiTransport } from "../http.js";
import { catalogueCalls, copyCall, reorderCall } from "./catalogue.js";

const PATH = "admin/packages";

/** Fixed-price packages (admin, Bearer): `client.packages.list()`, `.copy(id)`… */
export const packagesEndpoints = (transport: ApiTransport) => ({
  packages: {
    ...catalogueCalls<typeof packageItem, typeof packageList, PackageInput>(transport, PATH, {
      item: packageItem,
      list: packageList,
    }),
    reorder: reorderCall(transport, PATH, "packages", packageList),
    copy: copyCall(transport, PATH, packageItem),
  },
});
