import type { I18n } from "@lingui/core";

/** The IANA zones this browser knows, for the module's time zone. */
export function timeZoneOptions(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === "function"
      ? Intl.supportedValuesOf("timeZone")
      : ["Europe/Paris", "UTC"];
  // The stored zone (or an alias such as UTC that the list leaves out) stays selectable.
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** The browser's zone: the default of a module that has none yet. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "Europe/Paris";
}

export interface TimeZoneGroup {
  /** The region, in the interface language ("Europe", "Amérique"…). */
  label: string;
  zones: { value: string; label: string }[];
}

/**
 * Four hundred zones in one flat list are hard to scan: they are grouped by region (the IANA
 * name's first part), each shown as its place, the zone's name in the interface language and its
 * offset from UTC today, e.g. "Paris — heure d'Europe centrale (UTC+01:00)".
 */
export function groupedTimeZones(i18n: I18n, zones: string[], now = new Date()): TimeZoneGroup[] {
  const regions = regionNames(i18n);
  const groups = new Map<string, TimeZoneGroup>();
  for (const zone of zones) {
    const [first = "", ...rest] = zone.split("/");
    const region = rest.length > 0 && first in regions ? first : "Other";
    const group: TimeZoneGroup = groups.get(region) ?? { label: regions[region] ?? region, zones: [] };
    groups.set(region, group);
    const place = (rest.length > 0 ? rest.join(" / ") : zone).replaceAll("_", " ");
    group.zones.push({ value: zone, label: zoneLabel(i18n.locale, zone, place, now) });
  }
  const collator = new Intl.Collator(i18n.locale);
  return [...groups.values()]
    .map((group) => ({ ...group, zones: group.zones.sort((a, b) => collator.compare(a.label, b.label)) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

function zoneLabel(locale: string, zone: string, place: string, now: Date): string {
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(now)
      .find((part) => part.type === "timeZoneName")?.value;
    // A zone without a name of its own is named by its offset: shown once, in the brackets.
    const named = name && name !== place && !/^(UTC|GMT)/.test(name);
    return `${place}${named ? ` — ${name}` : ""} (${utcOffset(zone, now)})`;
  } catch {
    // A zone this browser cannot format (an old stored alias): its identifier alone.
    return zone;
  }
}

/** "UTC+05:30", "UTC-03:00", "UTC+00:00": the zone's offset at `now`. */
export function utcOffset(zone: string, now: Date): string {
  const offset =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(now)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const digits = offset.replace("GMT", "");
  return `UTC${digits || "+00:00"}`;
}

function regionNames(i18n: I18n): Record<string, string> {
  return {
    Africa: i18n._("Africa"),
    America: i18n._("Americas"),
    Antarctica: i18n._("Antarctica"),
    Arctic: i18n._("Arctic"),
    Asia: i18n._("Asia"),
    Atlantic: i18n._("Atlantic Ocean"),
    Australia: i18n._("Australia"),
    Europe: i18n._("Europe"),
    Indian: i18n._("Indian Ocean"),
    Pacific: i18n._("Pacific Ocean"),
    Other: i18n._("Other zones"),
  };
}
