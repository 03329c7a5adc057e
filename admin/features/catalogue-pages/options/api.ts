import { api } from "../../../lib/api.js";

/** What the options page calls; a test hands in its own. */
export const optionsApi = {
  list: async () => (await api.options.list()).options,
  create: api.options.create,
  update: api.options.update,
  remove: api.options.remove,
  enable: api.options.enable,
  disable: api.options.disable,
  copy: api.options.copy,
  reorder: async (items: { id: number; position: number }[]) => (await api.options.reorder(items)).options,
  listVehicles: async () => (await api.vehicles.list()).vehicles,
  getCurrency: () => api.getCurrency(),
  /** Icon key → SVG markup, from our own server (lucide-static files). */
  getIcons: async () => (await api.getIcons()).icons,
};

export type OptionsApi = typeof optionsApi;
