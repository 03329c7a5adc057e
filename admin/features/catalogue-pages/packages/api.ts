import { api } from "../../../lib/api.js";

/** What the packages page calls; a test hands in its own. */
export const packagesApi = {
  list: async () => (await api.packages.list()).packages,
  create: api.packages.create,
  update: api.packages.update,
  remove: api.packages.remove,
  enable: api.packages.enable,
  disable: api.packages.disable,
  copy: api.packages.copy,
  reorder: async (items: { id: number; position: number }[]) => (await api.packages.reorder(items)).packages,
  listVehicles: async () => (await api.vehicles.list()).vehicles,
  getCurrency: () => api.getCurrency(),
};

export type PackagesApi = typeof packagesApi;
