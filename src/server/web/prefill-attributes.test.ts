import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";

// The direct link page passes its prefill and source parameters on to the widget's element
// (docs/integrations.md, "Prefill from the host page"), escaped; the widget judges the values.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const element = async (query: string) => {
  const page = await t.app.inject({ method: "GET", url: `/booking?id=demomodule&${query}` });
  expect(page.statusCode).toBe(200);
  return /<chauffeur-booking[^>]*>/.exec(page.body)?.[0];
};

describe("the direct link page's prefill", () => {
  it("puts the prefill and source parameters on the element", async () => {
    expect(
      await element(
        "pickup=Nice%20airport&dropoff=Monaco&date=2027-06-01&time=09:30&passengers=3&vehicle=2&service-type=transfer&source=flyer",
      ),
    ).toBe(
      '<chauffeur-booking module="demomodule" pickup="Nice airport" dropoff="Monaco" date="2027-06-01" time="09:30" passengers="3" vehicle="2" service-type="transfer" source="flyer">',
    );
  });

  it("escapes what it echoes, and passes on nothing else", async () => {
    expect(await element('pickup="><script>alert(1)</script>&onload=x&utm_source=news')).toBe(
      '<chauffeur-booking module="demomodule" pickup="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
    // Given twice: neither value is chosen.
    expect(await element("date=2027-06-01&date=2027-06-02")).toBe('<chauffeur-booking module="demomodule">');
  });

  it("does the same on the module's named link", async () => {
    await t.database.db
      .updateTable("modules")
      .set({ name: "riviera-rides" })
      .where("id", "=", "demomodule")
      .execute();
    const page = await t.app.inject({ method: "GET", url: "/riviera-rides?pickup=Nice&time=08:15" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<chauffeur-booking module="demomodule" pickup="Nice" time="08:15">');
  });
});
