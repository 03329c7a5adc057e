/** Suggestions of the home city appear 1000 ms after typing stops (docs/product.md#limits-and-constants). */
export const CITY_SEARCH_DEBOUNCE_MS = 1000;
