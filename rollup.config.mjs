// The browser bundles: the embeddable widget (its app, then its one-file loader) and the admin SPA.
// Each lives beside its code; the server is compiled by `tsc -p tsconfig.server.json`.
import adminConfig from "./admin/build.config.mjs";
import widgetConfig from "./widget/build.config.mjs";

export default [...widgetConfig, adminConfig];
