import { api } from "../../../lib/api.js";

/** What the surcharges page calls; a test hands in its own. */
export const surchargesApi = {
  list: async () => (await api.surcharges.list()).surcharges,
  create: api.surcharges.create,
  update: api.surcharges.update,
  remove: api.surcharges.remove,
  enable: api.surcharges.enable,
  disable: api.surcharges.disable,
  listVehicles: async () => (await api.vehicles.list()).vehicles,
  getCurrency: () => api.getCurrency(),
};

export type SurchargesApi = typeof surchargesApi;
