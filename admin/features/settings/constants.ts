/** Spec section 9: suggestions of the home city appear 1000 ms after typing stops. */
export const CITY_SEARCH_DEBOUNCE_MS = 1000;
