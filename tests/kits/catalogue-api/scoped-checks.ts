import { describe, expect, it } from "vitest";
import type { CatalogueTable } from "../../../src/server/modules/catalogue/tables.js";
import {
  type CatalogueTestContext,
  call,
  expectError,
  expectOk,
  UNKNOWN_ID,
  vehicleIds,
} from "./test-kit.js";

/**
 * Checks shared by the vehicle-scoped entities (packages, surcharges, options, discount codes):
 * vehicle -1 by default, a vehicle of another module refused, no vehicle after its deletion and
 * then no enabling (409 …_CANNOT_BE_ENABLED_WITHOUT_VEHICLE); and the money round trip in EUR and JPY.
 */
export interface ScopedSpec {
  path: string;
  listKey: string;
  table: CatalogueTable;
  /** A valid create payload without vehicleId; `n` makes unique values where needed. */
  payload(n: number): Record<string, unknown>;
  enableCode: string;
  /** Money fields of the payload (decimals at the API, minor units stored). */
  money: string[];
}

let counter = 0;

export function describeVehicleScope(context: () => CatalogueTestContext, spec: ScopedSpec): void {
  const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    call(context().t, method, url, context().demo, payload);
  const payload = () => spec.payload(++counter);
  /** An update payload: discount codes cannot change their code, so it is left out. */
  const updatePayload = (changes: Record<string, unknown>) => {
    const { code: _code, ...body } = { ...payload(), ...changes };
    return body;
  };
  const count = async () => (expectOk(await api("GET", spec.path))[spec.listKey] as unknown[]).length;

  describe(`${spec.path}: vehicle scope`, () => {
    it("applies to all vehicles (-1, no vehicle name) when vehicleId is omitted", async () => {
      const created = expectOk(await api("POST", spec.path, payload()));
      expect(created).toMatchObject({ vehicleId: -1, vehicleName: null, active: true });
    });

    it("names the vehicle it applies to", async () => {
      const { Van } = await vehicleIds(context().t);
      const created = expectOk(await api("POST", spec.path, { ...payload(), vehicleId: Van }));
      expect(created).toMatchObject({ vehicleId: Van, vehicleName: "Van" });
      const listed = expectOk(await api("GET", spec.path))[spec.listKey];
      expect(listed.find((item: { id: number }) => item.id === created.id)).toMatchObject({
        vehicleName: "Van",
      });
    });

    it("refuses vehicle 0, an unknown vehicle and another owner's vehicle (400 on vehicleId), writing nothing", async () => {
      const { t, other } = context();
      const foreign = expectOk(
        await call(t, "POST", "/api/admin/vehicles", other, {
          name: `Foreign ${++counter}`,
          passengersSpace: 4,
          baggageSpace: 2,
          numberOwned: 1,
        }),
      );
      const before = await count();
      for (const vehicleId of [0, -2, UNKNOWN_ID, foreign.id, "1"]) {
        const answer = await api("POST", spec.path, { ...payload(), vehicleId });
        expectError(answer, 400, "VALIDATION_ERROR", "body.vehicleId");
      }
      const existing = expectOk(await api("POST", spec.path, payload()));
      expectError(
        await api("PUT", `${spec.path}/${existing.id}`, updatePayload({ vehicleId: foreign.id })),
        400,
        "VALIDATION_ERROR",
        "body.vehicleId",
      );
      expect(await count()).toBe(before + 1);
    });

    it(`cannot be enabled without a vehicle (409 ${spec.enableCode}) until one is assigned`, async () => {
      const { Van, Berline } = await vehicleIds(context().t);
      const created = expectOk(await api("POST", spec.path, { ...payload(), vehicleId: Van }));
      expectOk(await api("DELETE", `/api/admin/vehicles/${Van}`));
      const listed = expectOk(await api("GET", spec.path))[spec.listKey];
      expect(listed.find((item: { id: number }) => item.id === created.id)).toMatchObject({
        vehicleId: null,
        vehicleName: null,
        active: false,
      });
      expectError(await api("GET", `${spec.path}/${created.id}/enable`), 409, spec.enableCode);
      // Disabling it again is harmless; saving it with a vehicle keeps it disabled until enabled.
      expect(expectOk(await api("GET", `${spec.path}/${created.id}/disable`)).active).toBe(false);
      const saved = expectOk(
        await api("PUT", `${spec.path}/${created.id}`, updatePayload({ vehicleId: Berline })),
      );
      expect(saved).toMatchObject({ vehicleId: Berline, active: false });
      expect(expectOk(await api("GET", `${spec.path}/${created.id}/enable`)).active).toBe(true);
    });

    it("disables and enables an item with a vehicle", async () => {
      const created = expectOk(await api("POST", spec.path, payload()));
      expect(expectOk(await api("GET", `${spec.path}/${created.id}/disable`))).toMatchObject({
        id: created.id,
        active: false,
      });
      expect(expectOk(await api("GET", `${spec.path}/${created.id}/enable`)).active).toBe(true);
    });
  });

  describe(`${spec.path}: money`, () => {
    const stored = async (id: number) =>
      (await context()
        .t.database.db.selectFrom(spec.table)
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow()) as Record<string, unknown>;
    const amounts = (amount: number) => Object.fromEntries(spec.money.map((field) => [field, amount]));
    const withAmount = (amount: number) => ({ ...payload(), ...amounts(amount) });

    it("answers decimals of EUR and stores cents", async () => {
      const created = expectOk(await api("POST", spec.path, withAmount(12.345)));
      const row = await stored(created.id);
      for (const field of spec.money) {
        expect(created[field]).toBe(12.35);
        expect(row[field]).toBe(1235);
      }
    });

    it("answers and stores whole yen in JPY (0 decimals)", async () => {
      const { t } = context();
      await t.database.db
        .updateTable("modules")
        .set({ currency: "JPY" })
        .where("id", "=", t.demo.moduleId)
        .execute();
      const created = expectOk(await api("POST", spec.path, withAmount(1500.4)));
      const row = await stored(created.id);
      for (const field of spec.money) {
        expect(created[field]).toBe(1500);
        expect(row[field]).toBe(1500);
      }
      const updated = expectOk(await api("PUT", `${spec.path}/${created.id}`, updatePayload(amounts(99))));
      for (const field of spec.money) expect(updated[field]).toBe(99);
    });

    it("refuses a negative amount", async () => {
      for (const field of spec.money) {
        expectError(
          await api("POST", spec.path, { ...payload(), [field]: -0.01 }),
          400,
          "VALIDATION_ERROR",
          `body.${field}`,
        );
      }
    });
  });
}
