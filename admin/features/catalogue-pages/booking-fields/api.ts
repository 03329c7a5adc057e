import { api } from "../../../lib/api.js";

/** What the booking page (form fields) calls; a test hands in its own. */
export const bookingFieldsApi = {
  list: async () => (await api.bookingFields.list()).fields,
  create: api.bookingFields.create,
  update: api.bookingFields.update,
  remove: api.bookingFields.remove,
  enable: api.bookingFields.enable,
  disable: api.bookingFields.disable,
  reorder: async (items: { id: number; position: number }[]) =>
    (await api.bookingFields.reorder(items)).fields,
};

export type BookingFieldsApi = typeof bookingFieldsApi;
