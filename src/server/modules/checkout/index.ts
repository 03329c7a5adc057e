// The public face of the checkout module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createCheckoutService } from "./service.js";
