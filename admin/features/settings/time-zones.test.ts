import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as en } from "../../../locales/en/admin-settings.js";
import { messages as fr } from "../../../locales/fr/admin-settings.js";
import { groupedTimeZones, utcOffset } from "./time-zones.js";

const WINTER = new Date("2027-01-15T12:00:00Z");
const ZONES = ["Europe/Paris", "America/Argentina/Buenos_Aires", "Asia/Kolkata", "UTC", "America/New_York"];

describe("the time zones offered in the settings", () => {
  it("are grouped by region, each with its place, its name and its offset", () => {
    const groups = groupedTimeZones(setupI18n({ locale: "en", messages: { en } }), ZONES, WINTER);
    expect(groups.map((group) => group.label)).toEqual(["Americas", "Asia", "Europe", "Other zones"]);
    const americas = groups[0]?.zones ?? [];
    expect(americas.map((zone) => zone.value)).toEqual([
      "America/Argentina/Buenos_Aires",
      "America/New_York",
    ]);
    expect(americas[0]?.label).toMatch(/^Argentina \/ Buenos Aires — .+ \(UTC-03:00\)$/);
    expect(americas[1]?.label).toMatch(/^New York — Eastern Time \(UTC-05:00\)$/);
    expect(groups[1]?.zones[0]?.label).toMatch(/^Kolkata — .+ \(UTC\+05:30\)$/);
    expect(groups[2]?.zones[0]).toEqual({
      value: "Europe/Paris",
      label: "Paris — Central European Time (UTC+01:00)",
    });
    expect(groups[3]?.zones[0]?.value).toBe("UTC");
  });

  it("speak the interface language", () => {
    const groups = groupedTimeZones(setupI18n({ locale: "fr", messages: { fr } }), ZONES, WINTER);
    expect(groups.map((group) => group.label)).toEqual(["Amériques", "Asie", "Autres fuseaux", "Europe"]);
    expect(groups.find((group) => group.label === "Europe")?.zones[0]?.label).toMatch(
      /^Paris — heure .*Europe centrale \(UTC\+01:00\)$/,
    );
  });

  it("give the offset of the day: summer time moves it", () => {
    expect(utcOffset("Europe/Paris", WINTER)).toBe("UTC+01:00");
    expect(utcOffset("Europe/Paris", new Date("2027-07-15T12:00:00Z"))).toBe("UTC+02:00");
    expect(utcOffset("UTC", WINTER)).toBe("UTC+00:00");
  });
});
