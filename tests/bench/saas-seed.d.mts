export interface Scale {
  name: string;
  modules: number;
  bookings: number;
  largeOwners: number;
  largeBookings: number;
  sample: number;
}
export const SCALE_PASSWORD: string;
export function ownerEmail(index: number): string;
export function bookingsOf(scale: Scale, index: number): number;
export function seedScale(
  root: string,
  databaseUrl: string,
  scale: Scale,
): Promise<{ seconds: number; fromCache: boolean }>;
