import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeRouteBasics } from "../../../../tests/kits/catalogue-api/route-basics.js";
import {
  type CatalogueTestContext,
  call,
  createOwnerSession,
  expectError,
  expectOk,
  resetDemoCatalogue,
  setUpCatalogueTest,
  vehicleIds,
} from "../../../../tests/kits/catalogue-api/test-kit.js";
import { vehicleList } from "../../../contract/vehicle.js";

let ctx: CatalogueTestContext;
const PATH = "/api/admin/vehicles";
const sedan = { name: "Sedan", passengersSpace: 3, baggageSpace: 2, numberOwned: 1 };

beforeAll(async () => {
  ctx = await setUpCatalogueTest();
});
afterAll(() => ctx.t.close());
beforeEach(() => resetDemoCatalogue(ctx.t));

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  call(ctx.t, method, url, ctx.demo, payload);
const list = async () => expectOk(await api("GET", PATH));
const storedVehicle = (id: number) =>
  ctx.t.database.db.selectFrom("vehicles").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describeRouteBasics(() => ctx, {
  path: PATH,
  listKey: "vehicles",
  listSchema: vehicleList,
  payload: sedan,
  reorderKey: "vehicles",
});

describe("GET /api/admin/vehicles", () => {
  it("lists the vehicles with amounts in currency units and the module's length unit", async () => {
    const data = await list();
    expect(data.lengthUnit).toBe("KM");
    expect(data.vehicles.map((v: { name: string }) => v.name)).toEqual(["Berline", "Van"]);
    expect(data.vehicles[1]).toEqual({
      id: expect.any(Number),
      name: "Van",
      passengersSpace: 7,
      baggageSpace: 7,
      numberOwned: 1,
      priceFrom: 15,
      euroPerMinute: 0.35,
      euroPerPassenger: 2,
      euroPerKm: 2.4,
      minFare: 50,
      hourlyRate: 0,
      hourlyMinHours: 0,
      hourlyIncludedDistance: 0,
      hourlyExtraDistancePrice: 0,
      active: true,
      position: 1,
    });
  });

  it("carries the module's length unit when it is miles", async () => {
    await ctx.t.database.db
      .updateTable("modules")
      .set({ lengthUnit: "MILE" })
      .where("id", "=", "demomodule")
      .execute();
    expect((await list()).lengthUnit).toBe("MILE");
  });
});

describe("POST /api/admin/vehicles", () => {
  it("creates an active vehicle after the last one, prices defaulting to 0, and answers it", async () => {
    const created = expectOk(await api("POST", PATH, { ...sedan, name: "  Sedan  " }));
    expect(created).toEqual({
      id: expect.any(Number),
      ...sedan,
      priceFrom: 0,
      euroPerMinute: 0,
      euroPerPassenger: 0,
      euroPerKm: 0,
      minFare: 0,
      hourlyRate: 0,
      hourlyMinHours: 0,
      hourlyIncludedDistance: 0,
      hourlyExtraDistancePrice: 0,
      active: true,
      position: 2,
    });
    expect((await list()).vehicles.at(-1)).toEqual(created);
  });

  it("stores amounts as minor units: cents in EUR, rounded half away from zero", async () => {
    const created = expectOk(
      await api("POST", PATH, {
        ...sedan,
        priceFrom: 12.5,
        euroPerKm: 1.005,
        euroPerMinute: 0.3,
        minFare: 49.99,
      }),
    );
    expect(created).toMatchObject({ priceFrom: 12.5, euroPerKm: 1.01, euroPerMinute: 0.3, minFare: 49.99 });
    expect(await storedVehicle(created.id)).toMatchObject({
      priceFrom: 1250,
      euroPerKm: 101,
      euroPerMinute: 30,
      minFare: 4999,
    });
  });

  it("stores whole yen in a 0-decimal currency (JPY)", async () => {
    await ctx.t.database.db
      .updateTable("modules")
      .set({ currency: "JPY" })
      .where("id", "=", "demomodule")
      .execute();
    const created = expectOk(
      await api("POST", PATH, { ...sedan, priceFrom: 1500, euroPerKm: 320.4, minFare: 7000.5 }),
    );
    expect(created).toMatchObject({ priceFrom: 1500, euroPerKm: 320, minFare: 7001 });
    expect(await storedVehicle(created.id)).toMatchObject({ priceFrom: 1500, euroPerKm: 320, minFare: 7001 });
    // Existing vehicles read back in yen too: 1000 minor units are 1000 JPY.
    expect((await list()).vehicles[0].priceFrom).toBe(1000);
  });

  it.each([
    ["name missing", { ...sedan, name: undefined }, "body.name"],
    ["name blank", { ...sedan, name: "   " }, "body.name"],
    ["name too long", { ...sedan, name: "x".repeat(256) }, "body.name"],
    ["a NUL character in the name", { ...sedan, name: "Car\u0000" }, "body.name"],
    ["passengersSpace missing", { ...sedan, passengersSpace: undefined }, "body.passengersSpace"],
    ["passengersSpace below 1", { ...sedan, passengersSpace: 0 }, "body.passengersSpace"],
    ["passengersSpace not whole", { ...sedan, passengersSpace: 1.5 }, "body.passengersSpace"],
    ["baggageSpace missing", { ...sedan, baggageSpace: undefined }, "body.baggageSpace"],
    ["baggageSpace negative", { ...sedan, baggageSpace: -1 }, "body.baggageSpace"],
    ["numberOwned missing", { ...sedan, numberOwned: undefined }, "body.numberOwned"],
    ["numberOwned below 1", { ...sedan, numberOwned: 0 }, "body.numberOwned"],
    ["a negative price", { ...sedan, priceFrom: -1 }, "body.priceFrom"],
    ["a price as text", { ...sedan, euroPerKm: "2" }, "body.euroPerKm"],
    ["a huge price", { ...sedan, minFare: 1e9 }, "body.minFare"],
  ])("refuses %s with 400 VALIDATION_ERROR and writes nothing", async (_case, payload, path) => {
    expectError(await api("POST", PATH, payload), 400, "VALIDATION_ERROR", path);
    expect((await list()).vehicles).toHaveLength(2);
  });
});

describe("PUT /api/admin/vehicles/{id}", () => {
  it("updates every field and answers the vehicle, keeping its state and position", async () => {
    const { Van } = await vehicleIds(ctx.t);
    const payload = {
      name: "Minibus",
      passengersSpace: 8,
      baggageSpace: 8,
      numberOwned: 3,
      priceFrom: 20,
      euroPerKm: 2.5,
    };
    const updated = expectOk(await api("PUT", `${PATH}/${Van}`, payload));
    expect(updated).toEqual({
      id: Van,
      ...payload,
      euroPerMinute: 0,
      euroPerPassenger: 0,
      minFare: 0,
      hourlyRate: 0,
      hourlyMinHours: 0,
      hourlyIncludedDistance: 0,
      hourlyExtraDistancePrice: 0,
      active: true,
      position: 1,
    });
  });

  it("validates like create", async () => {
    const { Van } = await vehicleIds(ctx.t);
    expectError(
      await api("PUT", `${PATH}/${Van}`, { ...sedan, numberOwned: 0 }),
      400,
      "VALIDATION_ERROR",
      "body.numberOwned",
    );
  });
});

describe("enable and disable", () => {
  it("disables and enables a vehicle; both are idempotent", async () => {
    const { Van } = await vehicleIds(ctx.t);
    expect(expectOk(await api("GET", `${PATH}/${Van}/disable`)).active).toBe(false);
    expect(expectOk(await api("GET", `${PATH}/${Van}/disable`)).active).toBe(false);
    expect(expectOk(await api("GET", `${PATH}/${Van}/enable`)).active).toBe(true);
    expect(expectOk(await api("GET", `${PATH}/${Van}/enable`)).active).toBe(true);
  });

  it("refuses to disable the last active vehicle (409 LAST_VEHICLE_MUST_NOT_BE_DISABLED)", async () => {
    const { Berline, Van } = await vehicleIds(ctx.t);
    expectOk(await api("GET", `${PATH}/${Van}/disable`));
    expectError(await api("GET", `${PATH}/${Berline}/disable`), 409, "LAST_VEHICLE_MUST_NOT_BE_DISABLED");
    expect((await storedVehicle(Berline)).active).toBe(true);
  });

  it("lets exactly one of two concurrent disables of the last two active vehicles through", async () => {
    const { Berline, Van } = await vehicleIds(ctx.t);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        api("GET", `${PATH}/${Berline}/disable`),
        api("GET", `${PATH}/${Van}/disable`),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const active = (await list()).vehicles.filter((v: { active: boolean }) => v.active);
      expect(active).toHaveLength(1);
      await Promise.all([api("GET", `${PATH}/${Berline}/enable`), api("GET", `${PATH}/${Van}/enable`)]);
    }
  });
});

describe("DELETE /api/admin/vehicles/{id}", () => {
  it("deletes a vehicle and answers its id", async () => {
    const { Van } = await vehicleIds(ctx.t);
    expect(expectOk(await api("DELETE", `${PATH}/${Van}`))).toEqual({ id: Van, deleted: true });
    expect((await list()).vehicles.map((v: { name: string }) => v.name)).toEqual(["Berline"]);
    expectError(await api("DELETE", `${PATH}/${Van}`), 404, "NOT_FOUND");
  });

  it("refuses to delete the last active vehicle, but deletes an inactive one", async () => {
    const { Berline, Van } = await vehicleIds(ctx.t);
    expectOk(await api("GET", `${PATH}/${Van}/disable`));
    expectError(await api("DELETE", `${PATH}/${Berline}`), 409, "LAST_VEHICLE_MUST_NOT_BE_DISABLED");
    expectOk(await api("DELETE", `${PATH}/${Van}`));
    expect((await list()).vehicles.map((v: { name: string }) => v.name)).toEqual(["Berline"]);
  });

  it("leaves the items that named it without a vehicle and disabled, in one go; others untouched", async () => {
    const { Van, Berline } = await vehicleIds(ctx.t);
    const zone = { type: "Point", coordinates: [7.26, 43.7], radius: 1000 };
    const made = {
      packages: expectOk(
        await api("POST", "/api/admin/packages", {
          name: "Van package",
          vehicleId: Van,
          pickupZone: zone,
          depositZone: zone,
          fixedPrice: 50,
          increasedPrice: 60,
        }),
      ),
      surcharges: expectOk(
        await api("POST", "/api/admin/surcharges", {
          name: "Van night",
          vehicleId: Van,
          startTime: "22:00",
          endTime: "06:00",
          increaseAmount: 5,
        }),
      ),
      options: expectOk(
        await api("POST", "/api/admin/options", { name: "Van seat", vehicleId: Van, pricePerQuantity: 5 }),
      ),
      discount: expectOk(
        await api("POST", "/api/admin/discount", { code: "VAN5", vehicleId: Van, fixedDiscount: 5 }),
      ),
    };
    const berlineOption = expectOk(
      await api("POST", "/api/admin/options", {
        name: "Berline seat",
        vehicleId: Berline,
        pricePerQuantity: 5,
      }),
    );
    expectOk(await api("DELETE", `${PATH}/${Van}`));

    const codes = {
      packages: "PACKAGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
      surcharges: "SURCHARGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
      options: "CUSTOM_OPTION_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
      discount: "DISCOUNT_CODE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
    };
    for (const [path, item] of Object.entries(made)) {
      const listed = expectOk(await api("GET", `/api/admin/${path}`));
      const items = Object.values(listed)[0] as { id: number }[];
      expect(items.find((i) => i.id === item.id)).toMatchObject({
        vehicleId: null,
        vehicleName: null,
        active: false,
      });
      expectError(
        await api("GET", `/api/admin/${path}/${item.id}/enable`),
        409,
        codes[path as keyof typeof codes],
      );
    }
    // The demo items for all vehicles and the Berline's option are as they were.
    const options = expectOk(await api("GET", "/api/admin/options")).options;
    expect(options.find((o: { id: number }) => o.id === berlineOption.id)).toMatchObject({
      vehicleId: Berline,
      vehicleName: "Berline",
      active: true,
    });
    expect(
      options
        .filter((o: { vehicleId: number }) => o.vehicleId === -1)
        .every((o: { active: boolean }) => o.active),
    ).toBe(true);

    // Assigning a vehicle again makes the item enableable.
    const pkg = made.packages;
    const reassigned = expectOk(
      await api("PUT", `/api/admin/packages/${pkg.id}`, {
        name: pkg.name,
        vehicleId: Berline,
        pickupZone: zone,
        depositZone: zone,
        fixedPrice: 50,
        increasedPrice: 60,
      }),
    );
    expect(reassigned).toMatchObject({ vehicleId: Berline, vehicleName: "Berline", active: false });
    expect(expectOk(await api("GET", `/api/admin/packages/${pkg.id}/enable`)).active).toBe(true);
  });
});

describe("POST /api/admin/vehicles/reorder", () => {
  const names = async () =>
    (await list()).vehicles.map((v: { name: string; position: number }) => [v.name, v.position]);

  it("renumbers positions from 0 in the given order and answers the list", async () => {
    const { Berline, Van } = await vehicleIds(ctx.t);
    const extra = expectOk(await api("POST", PATH, sedan));
    const data = expectOk(
      await api("POST", `${PATH}/reorder`, {
        vehicles: [
          { id: Van, position: 0 },
          { id: extra.id, position: 1 },
          { id: Berline, position: 2 },
        ],
      }),
    );
    expect(data.vehicles.map((v: { name: string; position: number }) => [v.name, v.position])).toEqual([
      ["Van", 0],
      ["Sedan", 1],
      ["Berline", 2],
    ]);
    expect(data.lengthUnit).toBe("KM");
  });

  it("sorts by the given positions, closes gaps, and puts items left out after the listed ones", async () => {
    const { Van } = await vehicleIds(ctx.t);
    const extra = expectOk(await api("POST", PATH, sedan));
    expectOk(
      await api("POST", `${PATH}/reorder`, {
        vehicles: [
          { id: extra.id, position: 40 },
          { id: Van, position: 7 },
        ],
      }),
    );
    expect(await names()).toEqual([
      ["Van", 0],
      ["Sedan", 1],
      ["Berline", 2],
    ]);
  });

  it("refuses an id listed twice (400) and an empty list (400), changing nothing", async () => {
    const { Berline, Van } = await vehicleIds(ctx.t);
    const twice = {
      vehicles: [
        { id: Van, position: 0 },
        { id: Van, position: 1 },
        { id: Berline, position: 2 },
      ],
    };
    expectError(await api("POST", `${PATH}/reorder`, twice), 400, "VALIDATION_ERROR");
    expectError(await api("POST", `${PATH}/reorder`, { vehicles: [] }), 400, "VALIDATION_ERROR");
    expectError(
      await api("POST", `${PATH}/reorder`, { packages: [{ id: Van, position: 0 }] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await names()).toEqual([
      ["Berline", 0],
      ["Van", 1],
    ]);
  });

  it("refuses an id of no vehicle of the module with 404, changing nothing", async () => {
    const { Van } = await vehicleIds(ctx.t);
    const payload = {
      vehicles: [
        { id: Van, position: 0 },
        { id: 999_999, position: 1 },
      ],
    };
    expectError(await api("POST", `${PATH}/reorder`, payload), 404, "NOT_FOUND");
    expect(await names()).toEqual([
      ["Berline", 0],
      ["Van", 1],
    ]);
  });

  it("gives concurrent creations distinct positions after the last one", async () => {
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => api("POST", PATH, { ...sedan, name: `Car ${i}` })),
    );
    const positions = created
      .map((answer) => expectOk(answer).position)
      .sort((a: number, b: number) => a - b);
    expect(positions).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe("deleting a whole module", () => {
  it("removes its vehicles and the items that name them without tripping the unassign trigger", async () => {
    const { db } = ctx.t.database;
    const owner = await createOwnerSession(ctx.t);
    const as = (method: "POST", url: string, body: unknown) => call(ctx.t, method, url, owner.headers, body);
    const car = expectOk(await as("POST", PATH, sedan));
    const zone = { type: "Point", coordinates: [7.26, 43.7], radius: 1000 };
    expectOk(
      await as("POST", "/api/admin/options", { name: "Seat", vehicleId: car.id, pricePerQuantity: 5 }),
    );
    expectOk(
      await as("POST", "/api/admin/packages", {
        name: "Package",
        vehicleId: car.id,
        pickupZone: zone,
        depositZone: zone,
        fixedPrice: 1,
        increasedPrice: 1,
      }),
    );
    await db.deleteFrom("owners").where("email", "=", owner.email).execute();
    for (const table of ["vehicles", "packages", "customOptions", "bookingFields"] as const) {
      const left = await db.selectFrom(table).select("id").where("moduleId", "=", owner.moduleId).execute();
      expect(left, table).toEqual([]);
    }
  });
});
