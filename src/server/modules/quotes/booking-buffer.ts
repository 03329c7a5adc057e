const MINUTES_PER_UNIT = { m: 1, h: 60, d: 24 * 60 } as const;

/**
 * The booking buffer of the settings ("30m", "2h", "1d"; src/contract/settings.ts) in minutes. The
 * settings contract only stores valid values; anything else counts as no buffer at all
 * rather than closing the module.
 */
export function bufferMinutes(value: string): number {
  const match = /^(\d{1,6})([mhd])$/.exec(value.trim());
  if (!match) return 0;
  return Number(match[1]) * MINUTES_PER_UNIT[match[2] as keyof typeof MINUTES_PER_UNIT];
}
