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
