import {
  type AssignmentInput,
  assignment,
  type DriverInput,
  driver,
  driverLink,
  driverList,
} from "../../contract/driver.js";
import type { ApiTransport } from "../http.js";
import { catalogueCalls } from "./catalogue.js";

const PATH = "admin/drivers";

/** Drivers (admin, Bearer): the list, each driver's private link, and who drives a booking. */
export const driversEndpoints = (transport: ApiTransport) => ({
  drivers: {
    ...catalogueCalls<typeof driver, typeof driverList, DriverInput>(transport, PATH, {
      item: driver,
      list: driverList,
    }),
    /** The driver's private page address. */
    link: (id: number) => transport.call(driverLink, `${PATH}/${id}/link`),
    /** A new address; the previous one stops working at once. */
    regenerateLink: (id: number) =>
      transport.call(driverLink, `${PATH}/${id}/link/regenerate`, { method: "post" }),
  },
  /** Gives the booking to a driver (null: to nobody) with a plate. */
  assignBooking: (bookingId: number, input: AssignmentInput) =>
    transport.call(assignment, `admin/bookings/${bookingId}/assignment`, { method: "put", json: input }),
});
