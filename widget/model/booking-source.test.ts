import { describe, expect, it } from "vitest";
import { bookingSource } from "../../src/contract/booking-source.js";
import { readBookingSource } from "./booking-source.js";

const page = { search: "", referrer: "", origin: "https://riviera.example" };

describe("readBookingSource", () => {
  it("reads the five utm_* parameters, the source attribute and the referrer's origin only", () => {
    const source = readBookingSource({
      search:
        "?utm_source=newsletter&utm_medium=email&utm_campaign=summer&utm_term=airport+taxi&utm_content=top&email=camille@example.com&gclid=abc",
      referrer: "https://www.search.example/results?q=chauffeur+nice#top",
      origin: "https://riviera.example",
      source: "partner-hotel",
    });
    expect(source).toEqual({
      source: "partner-hotel",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "summer",
      utmTerm: "airport taxi",
      utmContent: "top",
      referrerOrigin: "https://www.search.example",
    });
    // What it sends is what the server takes.
    expect(bookingSource.safeParse(source).success).toBe(true);
  });

  it("is undefined on a page without any of them", () => {
    expect(readBookingSource(page)).toBeUndefined();
    expect(readBookingSource({ ...page, search: "?utm_source=%20%20", source: "" })).toBeUndefined();
  });

  it("leaves out a referrer of the same site, or one that is not a web page", () => {
    expect(readBookingSource({ ...page, referrer: "https://riviera.example/prices" })).toBeUndefined();
    expect(readBookingSource({ ...page, referrer: "android-app://com.example" })).toBeUndefined();
    expect(readBookingSource({ ...page, referrer: "http://[::1]:8080/" })).toBeUndefined();
    expect(readBookingSource({ ...page, referrer: "not a url" })).toBeUndefined();
  });

  it("cleans values to what the server takes, so tracking never stops a booking", () => {
    const source = readBookingSource({
      ...page,
      search: `?utm_campaign=${"x".repeat(300)}&utm_source=news%0Aletter%E2%80%AE`,
    });
    expect(source).toEqual({ utmCampaign: "x".repeat(100), utmSource: "newsletter" });
    expect(bookingSource.safeParse(source).success).toBe(true);
  });
});
