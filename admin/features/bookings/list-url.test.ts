import { describe, expect, it } from "vitest";
import { listPlaceFrom, listPlaceParams } from "./list-url.js";

describe("the bookings list's place in the URL", () => {
  it("reads the filters and the page it wrote", () => {
    const place = {
      filters: { status: "VALIDATED" as const, from: "2026-12-01", to: "2026-12-31", q: "Martin" },
      page: 3,
    };
    const params = listPlaceParams(place);
    expect(params.toString()).toBe("q=Martin&status=VALIDATED&from=2026-12-01&to=2026-12-31&page=3");
    expect(listPlaceFrom(params)).toEqual(place);
  });

  it("writes nothing for the first page without filters", () => {
    expect(listPlaceParams({ filters: {}, page: 1 }).toString()).toBe("");
    expect(listPlaceFrom(new URLSearchParams())).toEqual({
      filters: { status: undefined, from: undefined, to: undefined, q: undefined },
      page: 1,
    });
  });

  it("leaves out what the list could not use", () => {
    const place = listPlaceFrom(new URLSearchParams("status=LOST&from=tomorrow&to=2026-13&q=%20%20&page=-2"));
    expect(place).toEqual({
      filters: { status: undefined, from: undefined, to: undefined, q: undefined },
      page: 1,
    });
    expect(listPlaceFrom(new URLSearchParams("page=2.5")).page).toBe(1);
    expect(listPlaceFrom(new URLSearchParams(`q=${"x".repeat(150)}`)).filters.q).toHaveLength(100);
    expect(listPlaceFrom(new URLSearchParams(`source=${"x".repeat(150)}`)).filters.source).toHaveLength(100);
  });

  it("keeps the source filter (docs/decisions/0121)", () => {
    const place = { filters: { source: "newsletter" }, page: 1 };
    const params = listPlaceParams(place);
    expect(params.toString()).toBe("source=newsletter");
    expect(listPlaceFrom(params).filters.source).toBe("newsletter");
  });
});
