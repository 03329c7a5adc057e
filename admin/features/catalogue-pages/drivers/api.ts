import { api } from "../../../lib/api.js";

/** What the drivers page calls; a test hands in its own. */
export const driversApi = {
  list: async () => (await api.drivers.list()).drivers,
  create: api.drivers.create,
  update: api.drivers.update,
  remove: api.drivers.remove,
  enable: api.drivers.enable,
  disable: api.drivers.disable,
  link: api.drivers.link,
  regenerateLink: api.drivers.regenerateLink,
};

export type DriversApi = typeof driversApi;
