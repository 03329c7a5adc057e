/** External pages linked from sign-in (spec section 2); the operator's own site. */
export const EXTERNAL_LINKS = {
  registration: "/subscription/monthly",
  termsOfSale: "https://chauffeur-booking.example/terms",
  privacyPolicy: "https://chauffeur-booking.example/privacy",
} as const;
