/** The operator's pages linked from sign-in. */
export interface ExternalLinks {
  registration: string;
  termsOfSale: string;
  privacyPolicy: string;
}

const FALLBACK: ExternalLinks = { registration: "/subscription/monthly", termsOfSale: "", privacyPolicy: "" };

/**
 * The server writes the operator's links (REGISTRATION_URL, TERMS_URL, PRIVACY_URL) into a meta
 * tag of the page; an empty link is not shown.
 */
export function readExternalLinks(doc: Document = document): ExternalLinks {
  const content = doc.querySelector('meta[name="chauffeur-booking:links"]')?.getAttribute("content");
  if (!content) return FALLBACK;
  try {
    const parsed = JSON.parse(content) as Partial<ExternalLinks>;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return {
      registration: text(parsed.registration),
      termsOfSale: text(parsed.termsOfSale),
      privacyPolicy: text(parsed.privacyPolicy),
    };
  } catch {
    return FALLBACK;
  }
}
