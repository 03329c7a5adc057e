import { describe, expect, it } from "vitest";
import { bookingInputMax, bookingInputProblem } from "./booking-form-formats.js";

describe("bookingInputProblem (widget and server alike)", () => {
  it.each([
    ["email", "anna@example.com", null],
    ["email", "anna@example", "email"],
    ["email", "anna @example.com", "email"],
    ["phone", "+33 6 12 34 56 78", null],
    ["phone", "(555) 123-4567", null],
    ["phone", "12345", "phone"],
    ["phone", "+33 6 12 ab 56 78", "phone"],
    ["phone", "1".repeat(21), "phone"],
    ["postalCode", "06000", null],
    ["postalCode", "SW1A 1AA", null],
    ["postalCode", "H2X-1Y4", null],
    ["postalCode", "-06000", "postalCode"],
    ["postalCode", "12345678901", "postalCode"],
    ["country", "FR", null],
    ["country", "FRA", "country"],
    ["city", "Nice", null],
    [null, "anything at all", null],
  ] as const)("%s %j → %s", (kind, value, problem) => {
    expect(bookingInputProblem(kind, value)).toBe(problem);
  });

  it("allows 1000 characters of notes and 250 elsewhere", () => {
    expect(bookingInputMax("notes")).toBe(1000);
    expect(bookingInputMax(null)).toBe(250);
    expect(bookingInputProblem("notes", "x".repeat(1000))).toBeNull();
    expect(bookingInputProblem("city", "x".repeat(251))).toBe("tooLong");
  });
});
