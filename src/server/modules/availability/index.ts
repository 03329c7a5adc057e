// The public face of the availability module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createAvailabilityRepository } from "./repository.js";
export {
  type AvailabilityService,
  createAvailabilityService,
  type LegWindow,
  legWindows,
  releaseVehiclesOf,
} from "./service.js";
