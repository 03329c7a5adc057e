/** Route lookup, price estimate and address search wait 1000 ms after the last change. */
export const DEBOUNCE_MS = 1000;
