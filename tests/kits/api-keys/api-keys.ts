import type { ApiKeyScope, CreatedApiKey } from "../../../src/contract/api-keys.js";
import { createOwnersRepository } from "../../../src/server/modules/owners/repository.js";
import { createOwnersService } from "../../../src/server/modules/owners/service.js";
import type { TestApp } from "../../setup/test-app.js";

export type Headers = { authorization: string };

/** Creates an API key through the admin API, signed in with `session`; answers the created key. */
export async function createKey(
  t: TestApp,
  session: Headers,
  scopes: readonly ApiKeyScope[],
  name = `key ${scopes.join(" ")}`,
): Promise<CreatedApiKey> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/api-keys",
    headers: session,
    payload: { name, scopes },
  });
  if (response.statusCode !== 200) throw new Error(`key not created: ${response.body}`);
  return response.json().data;
}

export const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

let serial = 0;

/** Another owner (as the CLI creates one), signed in: their session's headers and module. */
export async function anotherOwner(t: TestApp): Promise<{ session: Headers; moduleId: string }> {
  const email = `keys${++serial}-${Date.now()}@cabs.example`;
  const password = "another owner password";
  const owners = createOwnersService(createOwnersRepository(t.database.db));
  const created = await owners.createOwner({ email, password, companyName: `Other Cabs ${serial}` });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
  });
  return {
    session: { authorization: `Bearer ${response.json().data.accessToken}` },
    moduleId: created.moduleId,
  };
}

let day = 0;

/** A valid manual booking (POST /api/admin/bookings) on a day of its own, so none is ever full. */
export function manualBooking(firstName: string): Record<string, unknown> {
  const n = ++day;
  return {
    startingAddress: `${n} Promenade des Anglais`,
    startingLat: 43.7,
    startingLng: 7.26,
    arrivalAddress: "Airport",
    arrivalLat: 43.66,
    arrivalLng: 7.21,
    pickUpTime: `${new Date(Date.UTC(2027, 2, 1) + n * 86_400_000).toISOString().slice(0, 10)}T10:00`,
    duration: 20,
    distance: 7,
    price: 40,
    firstName,
    email: `rider${n}@riders.example`,
  };
}
