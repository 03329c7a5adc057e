import { api } from "../../../lib/api.js";

/** What the vehicles page calls; a test hands in its own. */
export const vehiclesApi = {
  list: () => api.vehicles.list(),
  create: api.vehicles.create,
  update: api.vehicles.update,
  remove: api.vehicles.remove,
  enable: api.vehicles.enable,
  disable: api.vehicles.disable,
  reorder: api.vehicles.reorder,
  getCurrency: () => api.getCurrency(),
};

export type VehiclesApi = typeof vehiclesApi;
