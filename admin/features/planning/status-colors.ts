import type { BookingStatusValue } from "../../../src/contract/admin-booking.js";

export interface EventColors {
  background: string;
  text: string;
}

/**
 * Status colours: CONFIRMED green, VALIDATED amber, EXPIRED red, CANCELED grey, COMPLETED dark
 * slate, anything else blue. Each text colour reads on its background at 4.5:1 or better (WCAG AA, small text).
 */
const COLORS: Record<BookingStatusValue, EventColors> = {
  CONFIRMED: { background: "#146c2e", text: "#ffffff" },
  VALIDATED: { background: "#f0a500", text: "#1f2933" },
  EXPIRED: { background: "#b42318", text: "#ffffff" },
  CANCELED: { background: "#616e7c", text: "#ffffff" },
  COMPLETED: { background: "#323f4b", text: "#ffffff" },
};
export const OTHER_STATUS_COLORS: EventColors = { background: "#0056b3", text: "#ffffff" };

export function statusColors(status: string): EventColors {
  return COLORS[status as BookingStatusValue] ?? OTHER_STATUS_COLORS;
}

/** WCAG 2 contrast ratio of two "#rrggbb" colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const channel = (offset: number) => {
      const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
