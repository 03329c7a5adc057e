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
import { surchargeList } from "../../../contract/surcharge.js";

let ctx: CatalogueTestContext;
const PATH = "/api/admin/surcharges";
const payload = (n = 0) => ({
  name: `Weekend ${n}`,
  startTime: "08:00",
  endTime: "20:00",
  increaseAmount: 10,
  saturday: true,
});
const NO_DAYS = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
  sunday: false,
};

beforeAll(async () => {
  ctx = await setUpCatalogueTest();
});
afterAll(() => ctx.t.close());
beforeEach(() => resetDemoCatalogue(ctx.t));

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(ctx.t, method, url, ctx.demo, body);
const list = async () => expectOk(await api("GET", PATH)).surcharges;

describeRouteBasics(() => ctx, {
  path: PATH,
  listKey: "surcharges",
  listSchema: surchargeList,
  payload: payload(),
});
describeVehicleScope(() => ctx, {
  path: PATH,
  listKey: "surcharges",
  table: "surcharges",
  payload,
  enableCode: "SURCHARGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  money: ["increaseAmount"],
});

describe("GET /api/admin/surcharges", () => {
  it("lists the demo night surcharge", async () => {
    expect(await list()).toEqual([
      {
        id: expect.any(Number),
        name: "Night",
        vehicleId: -1,
        vehicleName: null,
        multiplier: 1.2,
        increaseAmount: 0,
        startTime: "22:00",
        endTime: "06:00",
        monday: true,
        tuesday: true,
        wednesday: true,
        thursday: true,
        friday: true,
        saturday: true,
        sunday: true,
        active: true,
      },
    ]);
  });
});

describe("POST /api/admin/surcharges", () => {
  it("creates a surcharge: multiplier 1 and unticked days by default; answers it", async () => {
    const created = expectOk(await api("POST", PATH, payload(1)));
    expect(created).toEqual({
      id: expect.any(Number),
      vehicleId: -1,
      vehicleName: null,
      multiplier: 1,
      ...NO_DAYS,
      ...payload(1),
      active: true,
    });
    expect((await list()).at(-1)).toEqual(created);
  });

  it("keeps a decimal multiplier and a window across midnight", async () => {
    const created = expectOk(
      await api("POST", PATH, { ...payload(), startTime: "23:30", endTime: "05:15", multiplier: 1.35 }),
    );
    expect(created).toMatchObject({ startTime: "23:30", endTime: "05:15", multiplier: 1.35 });
  });

  it.each([
    ["name missing", { name: undefined }, "body.name"],
    ["startTime missing", { startTime: undefined }, "body.startTime"],
    ["endTime missing", { endTime: undefined }, "body.endTime"],
    ["increaseAmount missing", { increaseAmount: undefined }, "body.increaseAmount"],
    ["an hour 24", { startTime: "24:00" }, "body.startTime"],
    ["minutes 60", { endTime: "10:60" }, "body.endTime"],
    ["a time without leading zero", { startTime: "8:00" }, "body.startTime"],
    ["a time with seconds", { startTime: "08:00:00" }, "body.startTime"],
    ["a multiplier of 0", { multiplier: 0 }, "body.multiplier"],
    ["a negative multiplier", { multiplier: -1.2 }, "body.multiplier"],
    ["a weekday that is not a boolean", { monday: "yes" }, "body.monday"],
  ])("refuses %s with 400 VALIDATION_ERROR, writing nothing", async (_case, change, path) => {
    expectError(await api("POST", PATH, { ...payload(), ...change }), 400, "VALIDATION_ERROR", path);
    expect(await list()).toHaveLength(1);
  });
});

describe("PUT /api/admin/surcharges/{id}", () => {
  it("updates every field, unticking the days not sent", async () => {
    const { Berline } = await vehicleIds(ctx.t);
    const [night] = await list();
    const body = {
      name: "Late night",
      vehicleId: Berline,
      startTime: "23:00",
      endTime: "05:00",
      increaseAmount: 7.5,
      multiplier: 1.1,
      friday: true,
    };
    const updated = expectOk(await api("PUT", `${PATH}/${night.id}`, body));
    expect(updated).toEqual({ id: night.id, ...NO_DAYS, ...body, vehicleName: "Berline", active: true });
  });

  it("validates like create", async () => {
    const [night] = await list();
    expectError(
      await api("PUT", `${PATH}/${night.id}`, { ...payload(), multiplier: 0 }),
      400,
      "VALIDATION_ERROR",
      "body.multiplier",
    );
  });
});

describe("DELETE and the routes surcharges do not have", () => {
  it("deletes a surcharge", async () => {
    const [night] = await list();
    expect(expectOk(await api("DELETE", `${PATH}/${night.id}`))).toEqual({ id: night.id, deleted: true });
    expect(await list()).toEqual([]);
  });

  it("has no reorder and no copy", async () => {
    const [night] = await list();
    expectError(
      await api("POST", `${PATH}/reorder`, { surcharges: [{ id: night.id, position: 0 }] }),
      404,
      "NOT_FOUND",
    );
    expectError(await api("GET", `${PATH}/${night.id}/copy`), 404, "NOT_FOUND");
  });
});
