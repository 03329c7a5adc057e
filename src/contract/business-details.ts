import * as z from "zod/mini";
import type { ErrorCode } from "./errors.js";

/**
 * The operator's legal identity, which documents print (proof of booking, receipt, invoice):
 * docs/decisions/0099-documents-frozen-at-issue.md. Every field may stay empty until the owner
 * turns documents on; then the mandatory mentions must all be there (`missingMentions`).
 */
export const LEGAL_TEXT_MAX = 255;
export const INVOICE_FOOTER_MAX = 1000;

const text = (max: number) => z.string().check(z.maxLength(max));

export const businessDetails = z.object({
  legalName: z.string(),
  legalForm: z.string(),
  legalAddress: z.string(),
  /** SIREN (9 digits) or SIRET (14 digits), stored without spaces. */
  siret: z.string(),
  /** The operator's number in the VTC register (EVTC followed by 9 digits); empty for no VTC. */
  vtcRegisterNumber: z.string(),
  vatNumber: z.string(),
  /** "TVA non applicable, art. 293 B du CGI": the small-business exemption, instead of a VAT number. */
  vatExempt: z.boolean(),
  invoiceFooter: z.string(),
  documentsEnabled: z.boolean(),
  /** The mandatory mentions still missing (what must be filled before documents can be on). */
  missing: z.array(z.string()),
});
export type BusinessDetails = z.infer<typeof businessDetails>;

export const businessDetailsInput = z.object({
  legalName: text(LEGAL_TEXT_MAX),
  legalForm: text(LEGAL_TEXT_MAX),
  legalAddress: text(LEGAL_TEXT_MAX),
  siret: text(40),
  vtcRegisterNumber: text(40),
  vatNumber: text(40),
  vatExempt: z.boolean(),
  invoiceFooter: text(INVOICE_FOOTER_MAX),
  documentsEnabled: z.boolean(),
});
export type BusinessDetailsInput = z.infer<typeof businessDetailsInput>;

/** The mentions a document cannot be issued without, as the admin names them. */
export const MANDATORY_MENTIONS = ["legalName", "legalAddress", "siret", "phone", "vat", "taxRate"] as const;
export type MandatoryMention = (typeof MANDATORY_MENTIONS)[number];

/** Spaces, dots and dashes people type inside numbers; nothing else is removed. */
export const compactNumber = (value: string) => value.replace(/[\s.\-\u00a0\u202f]/g, "").toUpperCase();

/** The Luhn checksum (ISO/IEC 7812), which SIREN and SIRET numbers carry. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** La Poste's SIREN: its establishments' SIRET numbers do not pass Luhn (INSEE's exception). */
const LA_POSTE_SIREN = "356000000";

export function sirenValid(value: string): boolean {
  return /^\d{9}$/.test(value) && luhnValid(value);
}

/**
 * A SIRET: 14 digits passing Luhn, except La Poste's establishments, whose digits add up to a
 * multiple of 5 instead (the head office, 35600000000048, passes Luhn too).
 */
export function siretValid(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (value.startsWith(LA_POSTE_SIREN) && value !== "35600000000048") {
    const sum = [...value].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  return luhnValid(value) && sirenValid(value.slice(0, 9));
}

/** SIREN or SIRET, whichever the length says. */
export const siretOrSirenValid = (value: string) =>
  value.length === 9 ? sirenValid(value) : siretValid(value);

/** The VTC register's numbers: "EVTC", then 9 digits (the département, the year, a sequence). */
export const vtcRegisterNumberValid = (value: string) => /^EVTC\d{9}$/.test(value);

/** An intra-community VAT number: two letters of the country, then 2 to 13 letters or digits. */
export const vatNumberValid = (value: string) => /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value);

export interface BusinessDetailsViolation {
  path: keyof BusinessDetailsInput;
  code: ErrorCode;
  message: string;
}

/** Format checks of what was typed (an empty field is not checked here: see missingMentions). */
export function businessDetailsViolations(input: BusinessDetailsInput): BusinessDetailsViolation[] {
  const found: BusinessDetailsViolation[] = [];
  const siret = compactNumber(input.siret);
  if (siret !== "" && !siretOrSirenValid(siret)) {
    found.push({
      path: "siret",
      code: "SIRET_INVALID",
      message: "A SIREN has 9 digits and a SIRET 14, with a valid check digit",
    });
  }
  const vtc = compactNumber(input.vtcRegisterNumber);
  if (vtc !== "" && !vtcRegisterNumberValid(vtc)) {
    found.push({
      path: "vtcRegisterNumber",
      code: "VTC_REGISTER_NUMBER_INVALID",
      message: "A VTC register number is EVTC followed by 9 digits",
    });
  }
  const vat = compactNumber(input.vatNumber);
  if (vat !== "" && !vatNumberValid(vat)) {
    found.push({
      path: "vatNumber",
      code: "VAT_NUMBER_INVALID",
      message: "A VAT number starts with the country's two letters (FR…)",
    });
  }
  return found;
}

/**
 * The mandatory mentions still missing for documents: the legal name, the address, the SIREN or
 * SIRET, the company's phone (the proof's "coordonnées"), and either the exemption mention or a
 * VAT number with the module's tax rate (receipts and invoices print the tax per rate).
 */
export function missingMentions(
  details: Pick<BusinessDetailsInput, "legalName" | "legalAddress" | "siret" | "vatNumber" | "vatExempt">,
  module: { phone: string; taxRate: number | null },
): MandatoryMention[] {
  const missing: MandatoryMention[] = [];
  if (details.legalName.trim() === "") missing.push("legalName");
  if (details.legalAddress.trim() === "") missing.push("legalAddress");
  if (details.siret.trim() === "") missing.push("siret");
  if (module.phone.trim() === "") missing.push("phone");
  if (details.vatNumber.trim() === "" && !details.vatExempt) missing.push("vat");
  if (!details.vatExempt && module.taxRate === null) missing.push("taxRate");
  return missing;
}
