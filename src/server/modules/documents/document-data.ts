import { missingMentions } from "../../../contract/business-details.js";
import type { Language } from "../../../contract/common.js";
import type { PriceLine } from "../../../pricing/index.js";
import type { BookingRow } from "../bookings/index.js";
import type { ModuleRow } from "../settings/index.js";

/**
 * What an issued document prints, frozen when it is issued (docs/decisions/0099): the pages and
 * PDFs are drawn from this alone, so a later edit of the settings or the booking changes nothing
 * already issued. Instants are ISO strings, amounts integer minor units.
 */
export interface Issuer {
  legalName: string;
  legalForm: string;
  address: string;
  phone: string;
  email: string;
  /** SIREN or SIRET as the owner gave it; the SIREN is its first 9 digits. */
  siret: string;
  vtcRegisterNumber: string;
  vatNumber: string;
  vatExempt: boolean;
  footer: string;
}

interface Common {
  issuer: Issuer;
  bookingNumber: number;
  timeZone: string;
  /** The module's language first, then the customer's when it differs (a second block). */
  languages: Language[];
}

export interface ProofData extends Common {
  customer: { name: string; phone: string };
  bookedAt: string;
  pickUpAt: string;
  pickUpPlace: string;
  dropOffPlace: string;
  returnPickUpAt: string | null;
  /** Set from version 2 on: the version this one replaces and why. */
  replaces: { version: number; reason: "PICK_UP_CHANGED" } | null;
}

export interface DocumentLine {
  kind: PriceLine["kind"];
  name: string;
  leg: number | null;
  quantity: number;
  /** Per unit, including tax. */
  unitGross: number;
  /** Per unit, before tax (null without a tax rate). */
  unitNet: number | null;
  /** Basis points; null without a tax rate. */
  taxRate: number | null;
  net: number;
  tax: number;
  gross: number;
}

export interface SaleData extends Common {
  customer: { name: string; companyName: string; address: string; vatNumber: string };
  serviceAt: string;
  servicePlace: string;
  currency: string;
  lines: DocumentLine[];
  totals: { net: number; tax: number; gross: number; rates: { taxRate: number; net: number; tax: number }[] };
  /** Invoices: when payment is due (ISO day) and that the late-payment mentions apply. */
  dueDate: string | null;
  /** Credit notes: the document they correct. */
  corrects: { kind: "RECEIPT" | "INVOICE"; number: number; issuedAt: string } | null;
}

export const customerName = (booking: BookingRow) =>
  `${booking.customerFirstName} ${booking.customerLastName}`.trim();

export function issuerOf(module: ModuleRow, ownerEmail: string): Issuer {
  return {
    legalName: module.legalName,
    legalForm: module.legalForm,
    address: module.legalAddress,
    phone: module.phone,
    email: ownerEmail,
    siret: module.siret,
    vtcRegisterNumber: module.vtcRegisterNumber,
    vatNumber: module.vatNumber,
    vatExempt: module.vatExempt,
    footer: module.invoiceFooter,
  };
}

export function languagesOf(module: ModuleRow, booking: BookingRow): Language[] {
  const first = module.defaultLanguage as Language;
  return booking.language === first ? [first] : [first, booking.language];
}

/** The proof's mentions (arrêté of 6 August 2025, art. 1): what is missing makes it unissuable. */
export function proofData(
  module: ModuleRow,
  ownerEmail: string,
  booking: BookingRow,
  replaces: ProofData["replaces"],
): ProofData {
  return {
    issuer: issuerOf(module, ownerEmail),
    bookingNumber: booking.number,
    timeZone: module.timeZone,
    languages: languagesOf(module, booking),
    customer: { name: customerName(booking), phone: booking.customerPhone },
    bookedAt: new Date(booking.orderDate).toISOString(),
    pickUpAt: new Date(booking.pickUpTime).toISOString(),
    pickUpPlace: booking.startingAddress,
    dropOffPlace: booking.arrivalAddress,
    returnPickUpAt: booking.returnPickUpTime ? new Date(booking.returnPickUpTime).toISOString() : null,
    replaces,
  };
}

/** Why a proof cannot be issued for this booking: the customer's mentions it lacks. */
export function proofGaps(booking: BookingRow): string[] {
  const gaps: string[] = [];
  if (customerName(booking) === "") gaps.push("customerName");
  if (booking.customerPhone.trim() === "") gaps.push("customerPhone");
  return gaps;
}

/**
 * A priced line as a document prints it: quantity and unit price (options have several). A line
 * priced without a rate (a manual booking, or before the module had one) takes the module's rate
 * now, its amount including the tax, split as decision 0083 splits a gross line.
 */
function documentLine(line: PriceLine, fallbackRate: number | null): DocumentLine {
  const quantity = line.kind === "option" && line.quantity > 0 ? line.quantity : 1;
  const rate = line.taxRate ?? fallbackRate;
  const taxed = rate !== null;
  const net =
    line.taxRate !== undefined
      ? (line.net ?? line.amount)
      : rate !== null
        ? Math.round((line.amount * 10_000) / (10_000 + rate))
        : line.amount;
  const tax = line.amount - net;
  return {
    kind: line.kind,
    name: "name" in line ? String(line.name ?? "") : "code" in line ? String(line.code ?? "") : "",
    leg: "leg" in line && typeof line.leg === "number" ? line.leg : null,
    quantity,
    unitGross: Math.round(line.amount / quantity),
    unitNet: taxed ? Math.round(net / quantity) : null,
    taxRate: rate,
    net,
    tax,
    gross: line.amount,
  };
}

/**
 * The lines and totals of a receipt or invoice. A booking priced without tax lines (no module
 * rate, or a manual booking) is one line for the ride at its price; with the VAT exemption the
 * tax is zero and the document prints the mention instead.
 */
export function saleLines(
  booking: BookingRow,
  fallbackRate: number | null,
): Pick<SaleData, "lines" | "totals"> {
  const stored = (booking.priceLines as PriceLine[]) ?? [];
  const priced: PriceLine[] =
    stored.length > 0 ? stored : [{ kind: "distance", leg: 0, amount: booking.price }];
  const lines = priced.map((line) => documentLine(line, fallbackRate));
  const rates = new Map<number, { taxRate: number; net: number; tax: number }>();
  for (const line of lines) {
    if (line.taxRate === null) continue;
    const rate = rates.get(line.taxRate) ?? { taxRate: line.taxRate, net: 0, tax: 0 };
    rate.net += line.net;
    rate.tax += line.tax;
    rates.set(line.taxRate, rate);
  }
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  return { lines, totals: { net, tax, gross: booking.price, rates: [...rates.values()] } };
}

/** The operator's mandatory mentions still missing (none: documents can be issued). */
export function mentionsMissing(module: ModuleRow): string[] {
  return missingMentions(module, { phone: module.phone, taxRate: module.transportTaxRate });
}

export function customerAddress(booking: BookingRow): string {
  const city = [booking.customerPostalCode, booking.customerCity].filter(Boolean).join(" ");
  return [booking.customerStreet, booking.customerAdditionalAddress, city, booking.customerCountry]
    .filter((part) => part.trim() !== "")
    .join(", ");
}

/** A VAT-exempt operator's documents carry no tax: the stored lines' taxes are dropped. */
export function untaxed(booking: BookingRow): BookingRow {
  const lines = (booking.priceLines as { taxRate?: number; net?: number; tax?: number }[]).map(
    ({ taxRate: _rate, net: _net, tax: _tax, ...line }) => line,
  );
  return { ...booking, priceLines: lines };
}
