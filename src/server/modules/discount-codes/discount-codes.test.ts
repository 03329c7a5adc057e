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
import { discountCodeList } from "../../../contract/discount-code.js";

let ctx: CatalogueTestContext;
const PATH = "/api/admin/discount";
const payload = (n = 0) => ({ code: `CODE${n}`, fixedDiscount: 5 });

beforeAll(async () => {
  ctx = await setUpCatalogueTest();
});
afterAll(() => ctx.t.close());
beforeEach(() => resetDemoCatalogue(ctx.t));

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(ctx.t, method, url, ctx.demo, body);
const list = async () => expectOk(await api("GET", PATH)).discountCodes;
const welcome = async () => (await list()).find((c: { code: string }) => c.code === "WELCOME10");

describeRouteBasics(() => ctx, {
  path: PATH,
  listKey: "discountCodes",
  listSchema: discountCodeList,
  payload: { code: "FOREIGN", percentageDiscount: 5 },
});
describeVehicleScope(() => ctx, {
  path: PATH,
  listKey: "discountCodes",
  table: "discountCodes",
  payload,
  enableCode: "DISCOUNT_CODE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  money: ["fixedDiscount"],
});

describe("GET /api/admin/discount", () => {
  it("lists the demo code in data.discountCodes", async () => {
    expect(await list()).toEqual([
      {
        id: expect.any(Number),
        code: "WELCOME10",
        fixedDiscount: 0,
        percentageDiscount: 10,
        startDate: null,
        endDate: null,
        maxUsage: 0,
        used: 0,
        vehicleId: -1,
        vehicleName: null,
        active: true,
      },
    ]);
  });
});

describe("POST /api/admin/discount", () => {
  it("creates a code with its whitespace stripped, open dates and unlimited usage; answers it", async () => {
    const created = expectOk(
      await api("POST", PATH, { code: " SUM MER\t24 ", percentageDiscount: 12.5, used: 40 }),
    );
    expect(created).toEqual({
      id: expect.any(Number),
      code: "SUMMER24",
      fixedDiscount: 0,
      percentageDiscount: 12.5,
      startDate: null,
      endDate: null,
      maxUsage: 0,
      used: 0,
      vehicleId: -1,
      vehicleName: null,
      active: true,
    });
  });

  it("keeps dates, usage limit and both discounts", async () => {
    const body = {
      code: "SPRING",
      fixedDiscount: 5,
      percentageDiscount: 10,
      startDate: "2026-03-20",
      endDate: "2026-06-20",
      maxUsage: 50,
    };
    expect(expectOk(await api("POST", PATH, body))).toMatchObject(body);
    const sameDay = { code: "ONEDAY", fixedDiscount: 5, startDate: "2026-07-14", endDate: "2026-07-14" };
    expect(expectOk(await api("POST", PATH, sameDay))).toMatchObject(sameDay);
    expect(
      expectOk(await api("POST", PATH, { code: "FROM", fixedDiscount: 1, startDate: "2026-01-01" })),
    ).toMatchObject({
      startDate: "2026-01-01",
      endDate: null,
    });
  });

  it("takes a code of 32 characters and refuses 33", async () => {
    expect(expectOk(await api("POST", PATH, { code: "A".repeat(32), fixedDiscount: 1 })).code).toHaveLength(
      32,
    );
    expectError(
      await api("POST", PATH, { code: "B".repeat(33), fixedDiscount: 1 }),
      400,
      "VALIDATION_ERROR",
      "body.code",
    );
  });

  it("refuses a code that exists in the module, whatever its case or spaces (409 DISCOUNT_CODE_ALREADY_EXISTS)", async () => {
    for (const code of ["WELCOME10", "welcome10", " Welcome 10 "]) {
      expectError(await api("POST", PATH, { code, fixedDiscount: 1 }), 409, "DISCOUNT_CODE_ALREADY_EXISTS");
    }
    expect(await list()).toHaveLength(1);
  });

  it("lets another module use the same code", async () => {
    const answer = await call(ctx.t, "POST", PATH, ctx.other, { code: "WELCOME10", fixedDiscount: 1 });
    expect(expectOk(answer).code).toBe("WELCOME10");
    await call(ctx.t, "DELETE", `${PATH}/${answer.body.data.id}`, ctx.other);
  });

  it("lets exactly one of two concurrent creations of one code through", async () => {
    const answers = await Promise.all([
      api("POST", PATH, { code: "RACE", fixedDiscount: 1 }),
      api("POST", PATH, { code: "race", fixedDiscount: 2 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await list()).filter((c: { code: string }) => c.code.toLowerCase() === "race")).toHaveLength(1);
  });

  it("refuses a code without any discount (400 DISCOUNT_CODE_WITHOUT_DISCOUNT), also when it rounds to 0", async () => {
    expectError(await api("POST", PATH, { code: "NONE" }), 400, "DISCOUNT_CODE_WITHOUT_DISCOUNT");
    expectError(
      await api("POST", PATH, { code: "NONE", fixedDiscount: 0, percentageDiscount: 0 }),
      400,
      "DISCOUNT_CODE_WITHOUT_DISCOUNT",
    );
    expectError(
      await api("POST", PATH, { code: "NONE", fixedDiscount: 0.001 }),
      400,
      "DISCOUNT_CODE_WITHOUT_DISCOUNT",
    );
    expect(await list()).toHaveLength(1);
  });

  it("refuses a start after the end (400 DISCOUNT_CODE_INVALID_DATES)", async () => {
    const body = { code: "LATE", fixedDiscount: 1, startDate: "2026-06-10", endDate: "2026-06-09" };
    expectError(await api("POST", PATH, body), 400, "DISCOUNT_CODE_INVALID_DATES");
    expect(await list()).toHaveLength(1);
  });

  it.each([
    ["code missing", { code: undefined }, "body.code"],
    ["code of spaces only", { code: "   " }, "body.code"],
    ["code with a sign that cannot travel in a URL", { code: "10%OFF" }, "body.code"],
    ["code with a slash", { code: "A/B" }, "body.code"],
    ["a negative fixed discount", { fixedDiscount: -1 }, "body.fixedDiscount"],
    ["a percentage above 100", { percentageDiscount: 100.5 }, "body.percentageDiscount"],
    ["a negative percentage", { percentageDiscount: -5 }, "body.percentageDiscount"],
    ["a date that does not exist", { startDate: "2026-02-30" }, "body.startDate"],
    ["a date in another format", { endDate: "30/06/2026" }, "body.endDate"],
    ["a negative maxUsage", { maxUsage: -1 }, "body.maxUsage"],
    ["a fractional maxUsage", { maxUsage: 2.5 }, "body.maxUsage"],
  ])("refuses %s with 400 VALIDATION_ERROR, writing nothing", async (_case, change, path) => {
    expectError(await api("POST", PATH, { ...payload(1), ...change }), 400, "VALIDATION_ERROR", path);
    expect(await list()).toHaveLength(1);
  });
});

describe("PUT /api/admin/discount/{id}", () => {
  it("updates everything but the code and the usage count; the code may be repeated or omitted", async () => {
    const { Van } = await vehicleIds(ctx.t);
    const code = await welcome();
    await ctx.t.database.db.updateTable("discountCodes").set({ used: 3 }).where("id", "=", code.id).execute();
    const body = {
      fixedDiscount: 4,
      percentageDiscount: 0,
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      maxUsage: 100,
      vehicleId: Van,
      used: 0,
    };
    const updated = expectOk(await api("PUT", `${PATH}/${code.id}`, body));
    const { used: _used, ...saved } = body;
    expect(updated).toEqual({ ...code, ...saved, used: 3, vehicleName: "Van" });
    const again = expectOk(await api("PUT", `${PATH}/${code.id}`, { ...body, code: "welcome 10" }));
    expect(again.code).toBe("WELCOME10");
  });

  it("refuses a different code (400 VALIDATION_ERROR on code), changing nothing", async () => {
    const code = await welcome();
    expectError(
      await api("PUT", `${PATH}/${code.id}`, { code: "OTHER", percentageDiscount: 20 }),
      400,
      "VALIDATION_ERROR",
      "body.code",
    );
    expect(await welcome()).toEqual(code);
  });

  it("applies the discount and date rules on update too", async () => {
    const code = await welcome();
    expectError(
      await api("PUT", `${PATH}/${code.id}`, { percentageDiscount: 0 }),
      400,
      "DISCOUNT_CODE_WITHOUT_DISCOUNT",
    );
    expectError(
      await api("PUT", `${PATH}/${code.id}`, {
        percentageDiscount: 10,
        startDate: "2026-05-02",
        endDate: "2026-05-01",
      }),
      400,
      "DISCOUNT_CODE_INVALID_DATES",
    );
    expect(await welcome()).toEqual(code);
  });
});

describe("DELETE and the routes discount codes do not have", () => {
  it("deletes a code, which frees it for a new one", async () => {
    const code = await welcome();
    expect(expectOk(await api("DELETE", `${PATH}/${code.id}`))).toEqual({ id: code.id, deleted: true });
    expect(expectOk(await api("POST", PATH, { code: "welcome10", percentageDiscount: 5 })).code).toBe(
      "welcome10",
    );
  });

  it("has no reorder and no copy", async () => {
    const code = await welcome();
    expectError(
      await api("POST", `${PATH}/reorder`, { discountCodes: [{ id: code.id, position: 0 }] }),
      404,
      "NOT_FOUND",
    );
    expectError(await api("GET", `${PATH}/${code.id}/copy`), 404, "NOT_FOUND");
  });
});
