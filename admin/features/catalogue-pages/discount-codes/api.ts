import { api } from "../../../lib/api.js";

/** What the discount codes page calls; a test hands in its own. */
export const discountCodesApi = {
  list: async () => (await api.discountCodes.list()).discountCodes,
  create: api.discountCodes.create,
  update: api.discountCodes.update,
  remove: api.discountCodes.remove,
  enable: api.discountCodes.enable,
  disable: api.discountCodes.disable,
  listVehicles: async () => (await api.vehicles.list()).vehicles,
  getCurrency: () => api.getCurrency(),
};

export type DiscountCodesApi = typeof discountCodesApi;
