// The public face of the health module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { healthRoutes } from "./routes.js";
