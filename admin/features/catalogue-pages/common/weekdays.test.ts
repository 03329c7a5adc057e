import { describe, expect, it } from "vitest";
import { weekdayAbbreviations, weekdayNames } from "./weekdays.js";

describe("weekday names", () => {
  it("abbreviates to three letters in each language", () => {
    expect(Object.values(weekdayAbbreviations("en"))).toEqual([
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
    ]);
    expect(Object.values(weekdayAbbreviations("fr"))).toEqual([
      "lun",
      "mar",
      "mer",
      "jeu",
      "ven",
      "sam",
      "dim",
    ]);
    expect(Object.values(weekdayAbbreviations("es"))).toEqual([
      "lun",
      "mar",
      "mié",
      "jue",
      "vie",
      "sáb",
      "dom",
    ]);
  });

  it("names the days in full for the form", () => {
    expect(weekdayNames("fr").monday).toBe("lundi");
    expect(weekdayNames("en").sunday).toBe("Sunday");
  });
});
