export interface BenchVehicle {
  id: string;
  numberOwned: number;
}
export interface PlannedBooking {
  vehicleId: string;
  /** "YYYY-MM-DDTHH:mm" in the module's zone. */
  pickUpTime: string;
}
export interface EarlierBooking extends PlannedBooking {
  durationMinutes: number;
}
export const SLOT_HOURS: number[];
export const GUARD_MINUTES: number;
export const ONE_VAN_HOUR: number;
export function wallClock(instant: Date, timeZone: string): string;
export function dayAt(instant: Date, timeZone: string, days: number, hour: number): string;
export function instantOf(wall: string, timeZone: string): Date;
export function heldSpan(
  booking: { pickUpTime: string; durationMinutes: number },
  timeZone: string,
): { from: number; to: number };
export function planSlots(options: {
  now: Date;
  timeZone: string;
  vehicles: BenchVehicle[];
  count: number;
  durationMinutes: number;
  earlier?: EarlierBooking[];
  firstDay?: number;
}): PlannedBooking[];
export function benchCalendar(options: {
  now: Date;
  timeZone: string;
  vehicles: BenchVehicle[];
  oneVanId: string;
  spreadCount: number;
  durationMinutes: number;
}): { oneVan: EarlierBooking; spread: PlannedBooking[] };
