import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type CatalogueTestContext,
  inProcessClient,
  resetDemoCatalogue,
  setUpCatalogueTest,
} from "../../../../tests/kits/catalogue-api/test-kit.js";
import { ApiError } from "../../../client/index.js";

let ctx: CatalogueTestContext;

beforeAll(async () => {
  ctx = await setUpCatalogueTest();
});
afterAll(() => ctx.t.close());
beforeEach(() => resetDemoCatalogue(ctx.t));

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "no error",
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );

describe("the API client's catalogue groups", () => {
  it("lists, creates, updates, reorders, copies, toggles and deletes through the contract", async () => {
    const client = inProcessClient(ctx.t, ctx.demo);
    const { vehicles, lengthUnit } = await client.vehicles.list();
    expect(lengthUnit).toBe("KM");
    const [berline, van] = vehicles;
    if (!berline || !van) throw new Error("the demo has two vehicles");

    const created = await client.packages.create({
      name: "Station",
      vehicleId: van.id,
      pickupZone: { type: "Point", coordinates: [7.26, 43.7], radius: 500 },
      depositZone: { type: "Point", coordinates: [7.42, 43.74], radius: 500 },
      fixedPrice: 40,
      increasedPrice: 48,
    });
    expect(created).toMatchObject({ vehicleName: "Van", way: "EACH_WAY", position: 1 });
    const copy = await client.packages.copy(created.id);
    const reordered = await client.packages.reorder([{ id: copy.id, position: 0 }]);
    expect(reordered.packages.map((p) => p.id)[0]).toBe(copy.id);
    expect((await client.packages.disable(copy.id)).active).toBe(false);
    expect(await client.packages.remove(copy.id)).toEqual({ id: copy.id, deleted: true });

    const seat = (await client.options.list()).options[0];
    expect(seat?.icon).toBe("baby");
    const night = (await client.surcharges.list()).surcharges[0];
    expect(night?.multiplier).toBe(1.2);
    const code = await client.discountCodes.create({ code: "vip", fixedDiscount: 15 });
    expect((await client.discountCodes.update(code.id, { fixedDiscount: 20 })).fixedDiscount).toBe(20);
    const field = await client.bookingFields.create({ name1: "Hotel" });
    expect(field.kind).toBeNull();
    expect((await client.bookingFields.update(field.id, { name1: "Hotel name" })).name1).toBe("Hotel name");
    expect((await client.vehicles.update(van.id, { ...van, name: "Minibus" })).name).toBe("Minibus");
  });

  it("carries the server's codes", async () => {
    const client = inProcessClient(ctx.t, ctx.demo);
    const [berline, van] = (await client.vehicles.list()).vehicles;
    if (!berline || !van) throw new Error("the demo has two vehicles");
    await client.vehicles.disable(van.id);
    expect(await codeOf(client.vehicles.disable(berline.id))).toBe("LAST_VEHICLE_MUST_NOT_BE_DISABLED");
    expect(await codeOf(client.discountCodes.create({ code: "WELCOME10", fixedDiscount: 1 }))).toBe(
      "DISCOUNT_CODE_ALREADY_EXISTS",
    );
    const email = (await client.bookingFields.list()).fields.find((f) => f.kind === "email");
    expect(await codeOf(client.bookingFields.remove(email?.id ?? 0))).toBe("DEFAULT_FIELD_CANNOT_BE_DELETED");
    expect(await codeOf(client.vehicles.remove(0))).toBe("VALIDATION_ERROR");
    expect(await codeOf(client.vehicles.remove(999_999))).toBe("NOT_FOUND");
  });
});
