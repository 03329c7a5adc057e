import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { customerList } from "../../../contract/customer.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";
import { type CustomerFields, createCustomersRepository } from "./repository.js";
import { createCustomersService } from "./service.js";

let t: TestApp;
let auth: { authorization: string };
let otherModuleId: string;
const customers = () => createCustomersService(createCustomersRepository(t.database.db));

const person = (fields: Partial<CustomerFields>): CustomerFields => ({
  firstName: "",
  lastName: "",
  companyName: "",
  email: "",
  phone: "",
  country: "",
  street: "",
  additionalAddress: "",
  city: "",
  postalCode: "",
  ...fields,
});

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
  const other = await createOwnersService(createOwnersRepository(t.database.db)).createOwner({
    email: "other-customers@example.com",
    password: "other owner pw",
    companyName: "Other Cabs",
  });
  otherModuleId = other.moduleId;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("customers").execute();
  const service = customers();
  await service.remember(
    t.database.db,
    "demomodule",
    person({ firstName: "Zoé", lastName: "Martin", email: "zoe@example.com", city: "Nice", country: "fr" }),
  );
  await service.remember(
    t.database.db,
    "demomodule",
    person({ firstName: "Paul", lastName: "andré", email: "paul@example.com", companyName: "Acme SA" }),
  );
  await service.remember(
    t.database.db,
    "demomodule",
    person({ firstName: "Anna", lastName: "Dupont", email: "anna@example.com", phone: "+33 6" }),
  );
  await service.remember(
    t.database.db,
    otherModuleId,
    person({ firstName: "Secret", lastName: "Customer", email: "secret@example.com" }),
  );
});

const list = async (query = "") => {
  const response = await t.app.inject({ method: "GET", url: `/api/admin/customers${query}`, headers: auth });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(customerList.safeParse(body.data).success).toBe(true);
  return body.data.customers as Array<Record<string, unknown>>;
};

describe("GET /api/admin/customers", () => {
  it("lists the module's customers by last name, whatever the case, with every field", async () => {
    const all = await list();
    expect(all.map((c) => c.lastName)).toEqual(["andré", "Dupont", "Martin"]);
    expect(all[2]).toEqual({
      id: expect.any(Number),
      firstName: "Zoé",
      lastName: "Martin",
      companyName: "",
      email: "zoe@example.com",
      phone: "",
      country: "FR",
      street: "",
      additionalAddress: "",
      city: "Nice",
      postalCode: "",
    });
  });

  it("never shows another module's customers", async () => {
    const emails = (await list()).map((c) => c.email);
    expect(emails).not.toContain("secret@example.com");
    expect(await list("?q=secret")).toEqual([]);
  });

  it("searches names, company and e-mail, case-insensitively", async () => {
    expect((await list("?q=ZO")).map((c) => c.email)).toEqual(["zoe@example.com"]);
    expect((await list("?q=acme")).map((c) => c.email)).toEqual(["paul@example.com"]);
    expect((await list("?q=anna%40")).map((c) => c.email)).toEqual(["anna@example.com"]);
    // LIKE wildcards typed by the owner are literal characters.
    expect(await list("?q=%25")).toEqual([]);
    expect(await list("?q=_")).toEqual([]);
    expect(await list("?q=")).toHaveLength(3);
  });

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/customers" });
    expect(response.statusCode).toBe(401);
  });
});

describe("remembering customers (used by bookings)", () => {
  it("keeps one customer per e-mail and module, refreshing details without erasing known ones", async () => {
    const service = customers();
    const first = await service.remember(
      t.database.db,
      "demomodule",
      person({ firstName: "Zoe", lastName: "Martin-Leroy", email: "ZOE@Example.com", phone: "+33 7 00" }),
    );
    const rows = await t.database.db
      .selectFrom("customers")
      .selectAll()
      .where("moduleId", "=", "demomodule")
      .execute();
    expect(rows).toHaveLength(3);
    const zoe = rows.find((row) => row.id === first);
    expect(zoe).toMatchObject({
      firstName: "Zoe",
      lastName: "Martin-Leroy",
      phone: "+33 7 00",
      city: "Nice",
    });
    // The same address at another module is another customer.
    await service.remember(t.database.db, otherModuleId, person({ email: "zoe@example.com" }));
    expect(await t.database.db.selectFrom("customers").select("id").execute()).toHaveLength(5);
  });

  it("skips a customer without an e-mail address", async () => {
    expect(
      await customers().remember(t.database.db, "demomodule", person({ lastName: "Nobody" })),
    ).toBeNull();
    expect(await list()).toHaveLength(3);
  });
});
