import { type BookingFieldInput, bookingField, bookingFieldList } from "../../contract/booking-field.js";
import type { ApiTransport } from "../http.js";
import { catalogueCalls, reorderCall } from "./catalogue.js";

const PATH = "admin/fields";

/** Booking-form fields (admin, Bearer): `client.bookingFields.list()`, `.reorder(…)`… */
export const bookingFieldsEndpoints = (transport: ApiTransport) => ({
  bookingFields: {
    ...catalogueCalls<typeof bookingField, typeof bookingFieldList, BookingFieldInput>(transport, PATH, {
      item: bookingField,
      list: bookingFieldList,
    }),
    reorder: reorderCall(transport, PATH, "fields", bookingFieldList),
  },
});
