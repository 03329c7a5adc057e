import { api } from "../../lib/api.js";

/** What the planning calls; tests hand in their own. */
export const planningApi = {
  /** Events whose pick-up day is in [from, to] (YYYY-MM-DD, module time zone), one per leg. */
  events: (from: string, to: string) => api.bookings.planning(from, to),
  /** The module's time zone, from the owner's preview of their module. */
  timeZone: async () => (await api.bookings.preview()).timeZone,
  /** The module's drivers: one lane each in the view by driver. */
  drivers: async () => (await api.drivers.list()).drivers,
};

export type PlanningApi = typeof planningApi;
