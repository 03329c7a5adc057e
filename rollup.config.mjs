// The browser bundles: the embeddable widget (its app, then its one-file loader), the admin SPA and
// the admin's sign-in page.
// Each lives beside its code; the server is compiled by `tsc -p tsconfig.server.json`.
import adminConfigs from "./admin/build.config.mjs";
import widgetConfig from "./widget/build.config.mjs";

export default [...widgetConfig, ...adminConfigs];
