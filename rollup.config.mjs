// The browser bundles: the embeddable widget (one file) and the admin SPA.
// Each lives beside its code; the server is compiled by `tsc -p tsconfig.server.json`.
import widgetConfig from "./widget/build.config.mjs";

export default [widgetConfig];
