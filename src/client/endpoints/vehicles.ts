import { type VehicleInput, vehicle, vehicleList } from "../../contract/vehicle.js";
import type { ApiTransport } from "../http.js";
import { catalogueCalls, reorderCall } from "./catalogue.js";

const PATH = "admin/vehicles";

/** Vehicles (admin, Bearer): `client.vehicles.list()`, `.create(…)`, `.reorder(…)`… */
export const vehiclesEndpoints = (transport: ApiTransport) => ({
  vehicles: {
    ...catalogueCalls<typeof vehicle, typeof vehicleList, VehicleInput>(transport, PATH, {
      item: vehicle,
      list: vehicleList,
    }),
    reorder: reorderCall(transport, PATH, "vehicles", vehicleList),
  },
});
