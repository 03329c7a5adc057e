import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeRouteBasics } from "../../../../tests/kits/catalogue-api/route-basics.js";
import { describeVehicleScope } from "../../../../tests/kits/catalogue-api/scoped-checks.js";
import {
  type CatalogueTestContext,
  call,
  expectError,
  expectOk,
  resetDemoCatalogue,
  setUpCatalogueTest,
  vehicleIds,
} from "../../../../tests/kits/catalogue-api/test-kit.js";
import { packageList } from "../../../contract/package.js";

let ctx: CatalogueTestContext;
const PATH = "/api/admin/packages";

const square = {
  type: "Polygon",
  coordinates: [
    [
      [7.19, 43.64],
      [7.24, 43.64],
      [7.24, 43.675],
      [7.19, 43.64],
    ],
  ],
};
const circle = { type: "Point", coordinates: [7.4246, 43.7384], radius: 3000 };
const payload = (n = 0) => ({
  name: `Package ${n}`,
  pickupZone: square,
  depositZone: circle,
  fixedPrice: 80,
  increasedPrice: 95,
});

beforeAll(async () => {
  ctx = await setUpCatalogueTest();
});
afterAll(() => ctx.t.close());
beforeEach(() => resetDemoCatalogue(ctx.t));

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(ctx.t, method, url, ctx.demo, body);
const list = async () => expectOk(await api("GET", PATH)).packages;

describeRouteBasics(() => ctx, {
  path: PATH,
  listKey: "packages",
  listSchema: packageList,
  payload: payload(),
  reorderKey: "packages",
  copy: true,
});
describeVehicleScope(() => ctx, {
  path: PATH,
  listKey: "packages",
  table: "packages",
  payload,
  enableCode: "PACKAGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  money: ["fixedPrice", "increasedPrice"],
});

describe("GET /api/admin/packages", () => {
  it("lists the demo package with its GeoJSON zones and amounts in currency units", async () => {
    const [demo] = await list();
    expect(demo).toMatchObject({
      name: "Nice airport ↔ Monaco",
      vehicleId: -1,
      vehicleName: null,
      way: "EACH_WAY",
      fixedPrice: 90,
      increasedPrice: 110,
      active: true,
      position: 0,
      depositZone: { type: "Point", coordinates: [7.4246, 43.7384], radius: 3000 },
    });
    expect(demo.pickupZone.type).toBe("Polygon");
    expect(demo.pickupZone.coordinates[0]).toHaveLength(5);
  });
});

describe("POST /api/admin/packages", () => {
  it("creates a package, EACH_WAY and all vehicles by default, placed last, and answers it", async () => {
    const created = expectOk(await api("POST", PATH, payload(1)));
    expect(created).toEqual({
      id: expect.any(Number),
      ...payload(1),
      vehicleId: -1,
      vehicleName: null,
      way: "EACH_WAY",
      active: true,
      position: 1,
    });
    expect((await list()).at(-1)).toEqual(created);
  });

  it("takes ONE_WAY", async () => {
    expect(expectOk(await api("POST", PATH, { ...payload(), way: "ONE_WAY" })).way).toBe("ONE_WAY");
  });

  const ring = (...positions: number[][]) => ({ type: "Polygon", coordinates: [positions] });
  it.each([
    ["name missing", { name: undefined }, "body.name"],
    ["name blank", { name: " " }, "body.name"],
    ["fixedPrice missing", { fixedPrice: undefined }, "body.fixedPrice"],
    ["increasedPrice missing", { increasedPrice: undefined }, "body.increasedPrice"],
    ["pickup zone missing", { pickupZone: undefined }, "body.pickupZone"],
    ["deposit zone missing", { depositZone: undefined }, "body.depositZone"],
    ["an unknown way", { way: "BOTH" }, "body.way"],
    ["an open ring", { pickupZone: ring([7, 43], [8, 43], [8, 44], [7, 44]) }, "body.pickupZone"],
    ["a ring of 3 positions", { pickupZone: ring([7, 43], [8, 43], [7, 43]) }, "body.pickupZone"],
    [
      "a longitude beyond 180",
      { pickupZone: ring([181, 43], [8, 43], [8, 44], [181, 43]) },
      "body.pickupZone",
    ],
    ["a latitude beyond 90", { depositZone: { ...circle, coordinates: [7, 91] } }, "body.depositZone"],
    [
      "a polygon with a hole (two rings)",
      { pickupZone: { ...square, coordinates: [...square.coordinates, ...square.coordinates] } },
      "body.pickupZone",
    ],
    ["a circle without radius", { depositZone: { type: "Point", coordinates: [7, 43] } }, "body.depositZone"],
    ["a circle of radius 0", { depositZone: { ...circle, radius: 0 } }, "body.depositZone"],
    ["a negative radius", { depositZone: { ...circle, radius: -5 } }, "body.depositZone"],
    [
      "a line",
      {
        pickupZone: {
          type: "LineString",
          coordinates: [
            [7, 43],
            [8, 44],
          ],
        },
      },
      "body.pickupZone",
    ],
    [
      "two polygons",
      { pickupZone: { type: "MultiPolygon", coordinates: [square.coordinates] } },
      "body.pickupZone",
    ],
    [
      "a GeoJSON Feature",
      { pickupZone: { type: "Feature", geometry: square, properties: {} } },
      "body.pickupZone",
    ],
  ])("refuses %s with 400 VALIDATION_ERROR, writing nothing", async (_case, change, path) => {
    expectError(await api("POST", PATH, { ...payload(), ...change }), 400, "VALIDATION_ERROR", path);
    expect(await list()).toHaveLength(1);
  });
});

describe("PUT /api/admin/packages/{id}", () => {
  it("updates every field and answers the package, keeping state and position", async () => {
    const { Van } = await vehicleIds(ctx.t);
    const [demo] = await list();
    const body = {
      name: "Airport ↔ Monaco (van)",
      vehicleId: Van,
      pickupZone: circle,
      depositZone: square,
      way: "ONE_WAY",
      fixedPrice: 100,
      increasedPrice: 120,
    };
    const updated = expectOk(await api("PUT", `${PATH}/${demo.id}`, body));
    expect(updated).toEqual({ id: demo.id, ...body, vehicleName: "Van", active: true, position: 0 });
    expect((await list())[0]).toEqual(updated);
  });

  it("validates like create", async () => {
    const [demo] = await list();
    expectError(
      await api("PUT", `${PATH}/${demo.id}`, { ...payload(), fixedPrice: -1 }),
      400,
      "VALIDATION_ERROR",
      "body.fixedPrice",
    );
  });
});

describe("DELETE /api/admin/packages/{id}", () => {
  it("deletes the package", async () => {
    const [demo] = await list();
    expect(expectOk(await api("DELETE", `${PATH}/${demo.id}`))).toEqual({ id: demo.id, deleted: true });
    expect(await list()).toEqual([]);
  });
});

describe("GET /api/admin/packages/{id}/copy", () => {
  it("copies every value into a new package placed last, and answers the copy", async () => {
    const { Van } = await vehicleIds(ctx.t);
    const [demo] = await list();
    const second = expectOk(await api("POST", PATH, { ...payload(2), vehicleId: Van, way: "ONE_WAY" }));
    expectOk(await api("GET", `${PATH}/${second.id}/disable`));
    const copy = expectOk(await api("GET", `${PATH}/${second.id}/copy`));
    expect(copy).toEqual({
      ...second,
      name: `${second.name} (copy)`,
      id: expect.any(Number),
      active: false,
      position: 2,
    });
    expect(copy.id).not.toBe(second.id);
    const copyOfDemo = expectOk(await api("GET", `${PATH}/${demo.id}/copy`));
    expect(copyOfDemo).toEqual({ ...demo, name: `${demo.name} (copy)`, id: expect.any(Number), position: 3 });
    expect((await list()).map((p: { id: number }) => p.id)).toEqual([
      demo.id,
      second.id,
      copy.id,
      copyOfDemo.id,
    ]);
  });
});

describe("POST /api/admin/packages/reorder", () => {
  it("renumbers from 0 in the given order", async () => {
    const [demo] = await list();
    const second = expectOk(await api("POST", PATH, payload(2)));
    const data = expectOk(
      await api("POST", `${PATH}/reorder`, {
        packages: [
          { id: second.id, position: 0 },
          { id: demo.id, position: 1 },
        ],
      }),
    );
    expect(data.packages.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual([
      [second.id, 0],
      [demo.id, 1],
    ]);
  });

  it("refuses an id of another table of the module with 404", async () => {
    const { Van } = await vehicleIds(ctx.t);
    expectError(
      await api("POST", `${PATH}/reorder`, { packages: [{ id: Van, position: 0 }] }),
      404,
      "NOT_FOUND",
    );
  });
});
