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
import { optionList } from "../../../contract/option.js";

let ctx: CatalogueTestContext;
const PATH = "/api/admin/options";
const payload = (n = 0) => ({ name: `Water ${n}`, icon: "glass-water", pricePerQuantity: 2, maxValue: 4 });

beforeAll(async () => {
  ctx = await setUpCatalogueTest();
});
afterAll(() => ctx.t.close());
beforeEach(() => resetDemoCatalogue(ctx.t));

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(ctx.t, method, url, ctx.demo, body);
const list = async () => expectOk(await api("GET", PATH)).options;
const byName = async (name: string) => (await list()).find((o: { name: string }) => o.name === name);

describeRouteBasics(() => ctx, {
  path: PATH,
  listKey: "options",
  listSchema: optionList,
  payload: payload(),
  reorderKey: "options",
  copy: true,
});
describeVehicleScope(() => ctx, {
  path: PATH,
  listKey: "options",
  table: "customOptions",
  payload,
  enableCode: "CUSTOM_OPTION_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  money: ["pricePerQuantity"],
});

describe("GET /api/admin/options", () => {
  it("lists the demo options in order, with icons and limits (0 = no limit)", async () => {
    expect(await list()).toEqual([
      {
        id: expect.any(Number),
        name: "Child seat",
        icon: "baby",
        vehicleId: -1,
        vehicleName: null,
        maxValue: 2,
        pricePerQuantity: 10,
        active: true,
        position: 0,
      },
      {
        id: expect.any(Number),
        name: "Extra stop",
        icon: "map-pin",
        vehicleId: -1,
        vehicleName: null,
        maxValue: 0,
        pricePerQuantity: 15,
        active: true,
        position: 1,
      },
    ]);
  });
});

describe("POST /api/admin/options", () => {
  it("creates an option, unlimited and without icon by default, placed last; answers it", async () => {
    const created = expectOk(await api("POST", PATH, { name: "Newspaper", pricePerQuantity: 1.5 }));
    expect(created).toEqual({
      id: expect.any(Number),
      name: "Newspaper",
      icon: "",
      vehicleId: -1,
      vehicleName: null,
      maxValue: 0,
      pricePerQuantity: 1.5,
      active: true,
      position: 2,
    });
  });

  it.each([
    ["name missing", { name: undefined }, "body.name"],
    ["pricePerQuantity missing", { pricePerQuantity: undefined }, "body.pricePerQuantity"],
    ["a negative maxValue", { maxValue: -1 }, "body.maxValue"],
    ["a fractional maxValue", { maxValue: 1.5 }, "body.maxValue"],
    ["an icon outside the icon set", { icon: "rocket-launcher" }, "body.icon"],
    ["an icon longer than 64 characters", { icon: "x".repeat(65) }, "body.icon"],
  ])("refuses %s with 400 VALIDATION_ERROR, writing nothing", async (_case, change, path) => {
    expectError(await api("POST", PATH, { ...payload(), ...change }), 400, "VALIDATION_ERROR", path);
    expect(await list()).toHaveLength(2);
  });
});

describe("PUT /api/admin/options/{id}", () => {
  it("updates every field and answers the option", async () => {
    const { Van } = await vehicleIds(ctx.t);
    const seat = await byName("Child seat");
    const body = { name: "Booster seat", icon: "armchair", vehicleId: Van, maxValue: 3, pricePerQuantity: 8 };
    expect(expectOk(await api("PUT", `${PATH}/${seat.id}`, body))).toEqual({
      id: seat.id,
      ...body,
      vehicleName: "Van",
      active: true,
      position: 0,
    });
  });

  it("refuses an unknown icon on update too, changing nothing", async () => {
    const seat = await byName("Child seat");
    expectError(
      await api("PUT", `${PATH}/${seat.id}`, { ...payload(), icon: "nope" }),
      400,
      "VALIDATION_ERROR",
      "body.icon",
    );
    expect(await byName("Child seat")).toEqual(seat);
  });
});

describe("copy, delete and reorder", () => {
  it("copies an option with every value, placed last", async () => {
    const seat = await byName("Child seat");
    const copy = expectOk(await api("GET", `${PATH}/${seat.id}/copy`));
    // Named apart from the original, in the language the admin sends (English by default).
    expect(copy).toEqual({ ...seat, name: "Child seat (copy)", id: expect.any(Number), position: 2 });
    expect(copy.id).not.toBe(seat.id);
    expect((await list()).map((o: { name: string }) => o.name)).toEqual([
      "Child seat",
      "Extra stop",
      "Child seat (copy)",
    ]);
  });

  it("names the copy in the admin's language, within the name's length limit", async () => {
    const seat = await byName("Child seat");
    const inFrench = await ctx.t.app.inject({
      method: "GET",
      url: `${PATH}/${seat.id}/copy`,
      headers: { ...ctx.demo, "accept-language": "fr" },
    });
    expect(inFrench.json().data.name).toBe("Child seat (copie)");
    const inSpanish = await ctx.t.app.inject({
      method: "GET",
      url: `${PATH}/${seat.id}/copy`,
      headers: { ...ctx.demo, "accept-language": "es-ES,es;q=0.9" },
    });
    expect(inSpanish.json().data.name).toBe("Child seat (copia)");

    const longName = "N".repeat(255);
    const { icon, vehicleId, maxValue, pricePerQuantity } = seat;
    expectOk(
      await api("PUT", `${PATH}/${seat.id}`, { name: longName, icon, vehicleId, maxValue, pricePerQuantity }),
    );
    const copy = expectOk(await api("GET", `${PATH}/${seat.id}/copy`));
    expect(copy.name).toBe(`${"N".repeat(255 - " (copy)".length)} (copy)`);
    expect(copy.name).toHaveLength(255);
  });

  it("deletes an option", async () => {
    const stop = await byName("Extra stop");
    expect(expectOk(await api("DELETE", `${PATH}/${stop.id}`))).toEqual({ id: stop.id, deleted: true });
    expect((await list()).map((o: { name: string }) => o.name)).toEqual(["Child seat"]);
  });

  it("reorders from 0", async () => {
    const seat = await byName("Child seat");
    const stop = await byName("Extra stop");
    const data = expectOk(
      await api("POST", `${PATH}/reorder`, {
        options: [
          { id: stop.id, position: 5 },
          { id: seat.id, position: 9 },
        ],
      }),
    );
    expect(data.options.map((o: { name: string; position: number }) => [o.name, o.position])).toEqual([
      ["Extra stop", 0],
      ["Child seat", 1],
    ]);
  });
});
