import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeRouteBasics } from "../../../../tests/kits/catalogue-api/route-basics.js";
import {
  type CatalogueTestContext,
  call,
  expectError,
  expectOk,
  resetDemoCatalogue,
  setUpCatalogueTest,
} from "../../../../tests/kits/catalogue-api/test-kit.js";
import { BUILT_IN_FIELD_KINDS, bookingFieldList } from "../../../contract/booking-field.js";

let ctx: CatalogueTestContext;
const PATH = "/api/admin/fields";
const custom = { name1: "Hotel name", name2: "Room number", required1: true, required2: false };

beforeAll(async () => {
  ctx = await setUpCatalogueTest();
});
afterAll(() => ctx.t.close());
beforeEach(() => resetDemoCatalogue(ctx.t));

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(ctx.t, method, url, ctx.demo, body);
const list = async () => expectOk(await api("GET", PATH)).fields;
const builtIn = async (kind: string) => (await list()).find((f: { kind: string }) => f.kind === kind);

describeRouteBasics(() => ctx, {
  path: PATH,
  listKey: "fields",
  listSchema: bookingFieldList,
  payload: custom,
  reorderKey: "fields",
});

describe("built-in fields", () => {
  it("come with every module: the 13 built-in kinds, translation keys as names", async () => {
    for (const headers of [ctx.demo, ctx.other]) {
      // The other owner may have custom fields from the shared checks; the built-ins come first.
      const all = expectOk(await call(ctx.t, "GET", PATH, headers)).fields;
      const fields = all.filter((f: { defaultField: boolean }) => f.defaultField);
      expect(fields.map((f: { kind: string }) => f.kind)).toEqual([...BUILT_IN_FIELD_KINDS]);
      expect(fields.map((f: { position: number }) => f.position)).toEqual(
        BUILT_IN_FIELD_KINDS.map((_, i) => i),
      );
      for (const field of fields) {
        expect(field).toMatchObject({
          name1: `field.${field.kind}`,
          name2: "",
          required2: false,
          defaultField: true,
          active: true,
        });
      }
      const required = fields
        .filter((f: { required1: boolean }) => f.required1)
        .map((f: { kind: string }) => f.kind);
      expect(required).toEqual(["firstName", "lastName", "email", "phone"]);
    }
  });

  it("can be made required or optional, but not renamed (400 on name1 / name2)", async () => {
    const company = await builtIn("companyName");
    const body = { name1: "field.companyName", name2: "", required1: true, required2: true };
    expect(expectOk(await api("PUT", `${PATH}/${company.id}`, body))).toEqual({
      ...company,
      required1: true,
    });
    expectError(
      await api("PUT", `${PATH}/${company.id}`, { ...body, name1: "Company" }),
      400,
      "VALIDATION_ERROR",
      "body.name1",
    );
    expectError(
      await api("PUT", `${PATH}/${company.id}`, { ...body, name2: "VAT number" }),
      400,
      "VALIDATION_ERROR",
      "body.name2",
    );
    expect(await builtIn("companyName")).toEqual({ ...company, required1: true });
  });

  it("can be disabled and enabled", async () => {
    const notes = await builtIn("notes");
    expect(expectOk(await api("GET", `${PATH}/${notes.id}/disable`))).toEqual({ ...notes, active: false });
    expect(expectOk(await api("GET", `${PATH}/${notes.id}/enable`))).toEqual(notes);
  });

  it("cannot be deleted (409 DEFAULT_FIELD_CANNOT_BE_DELETED)", async () => {
    const email = await builtIn("email");
    expectError(await api("DELETE", `${PATH}/${email.id}`), 409, "DEFAULT_FIELD_CANNOT_BE_DELETED");
    expect(await builtIn("email")).toEqual(email);
  });
});

describe("custom fields", () => {
  it("are created last, without kind, and answered", async () => {
    const created = expectOk(await api("POST", PATH, { ...custom, name1: "  Hotel name " }));
    expect(created).toEqual({
      id: expect.any(Number),
      position: 13,
      kind: null,
      ...custom,
      defaultField: false,
      active: true,
    });
    expect((await list()).at(-1)).toEqual(created);
  });

  it("have one input when name2 is empty, which cannot then be required", async () => {
    const created = expectOk(await api("POST", PATH, { name1: "Pet", required2: true }));
    expect(created).toMatchObject({ name1: "Pet", name2: "", required1: false, required2: false });
  });

  it("accept names of 255 characters", async () => {
    const created = expectOk(await api("POST", PATH, { name1: "a".repeat(255), name2: "b".repeat(255) }));
    expect(created.name1).toHaveLength(255);
  });

  it.each([
    ["name1 missing", { name1: undefined }, "body.name1"],
    ["name1 blank", { name1: "  " }, "body.name1"],
    ["name1 over 255 characters", { name1: "a".repeat(256) }, "body.name1"],
    ["name2 over 255 characters", { name2: "b".repeat(256) }, "body.name2"],
    ["a NUL character, which PostgreSQL text cannot hold", { name2: "a\u0000b" }, "body.name2"],
    ["a required flag that is not a boolean", { required1: "yes" }, "body.required1"],
  ])("refuse %s with 400 VALIDATION_ERROR, writing nothing", async (_case, change, path) => {
    expectError(await api("POST", PATH, { ...custom, ...change }), 400, "VALIDATION_ERROR", path);
    expect(await list()).toHaveLength(13);
  });

  it("are updated, renamed and deleted", async () => {
    const created = expectOk(await api("POST", PATH, custom));
    const body = { name1: "Hotel", name2: "", required1: false, required2: true };
    const updated = expectOk(await api("PUT", `${PATH}/${created.id}`, body));
    expect(updated).toEqual({ ...created, ...body, required2: false });
    expect(expectOk(await api("DELETE", `${PATH}/${created.id}`))).toEqual({ id: created.id, deleted: true });
    expect(await list()).toHaveLength(13);
  });
});

describe("POST /api/admin/fields/reorder", () => {
  it("moves built-in and custom fields alike, renumbering from 0", async () => {
    const created = expectOk(await api("POST", PATH, custom));
    const discount = await builtIn("discountCode");
    const data = expectOk(
      await api("POST", `${PATH}/reorder`, {
        fields: [
          { id: created.id, position: 0 },
          { id: discount.id, position: 1 },
        ],
      }),
    );
    const order = data.fields.map((f: { kind: string | null }) => f.kind ?? "custom");
    expect(order.slice(0, 3)).toEqual(["custom", "discountCode", "firstName"]);
    expect(data.fields.map((f: { position: number }) => f.position)).toEqual(
      order.map((_: string, i: number) => i),
    );
  });

  it("has no copy route", async () => {
    const email = await builtIn("email");
    expectError(await api("GET", `${PATH}/${email.id}/copy`), 404, "NOT_FOUND");
  });
});
