import type { I18n } from "@lingui/core";
import type { Language } from "../../../contract/common.js";
import type { DocumentKind } from "../../db/tables/documents.js";
import { formatMoney, formatPickUp, numberFormat } from "../../kernel/format.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import type { DocumentLine, Issuer, ProofData, SaleData } from "./document-data.js";

/**
 * The legal mention of the small-business VAT exemption. It is a French legal formula printed as
 * the law words it, in every language block (not a translation of ours).
 */
export const VAT_EXEMPTION_MENTION = "TVA non applicable, art. 293 B du CGI";

/** One language's block of a document: what the HTML page and the PDF both draw. */
export interface DocumentContent {
  language: Language;
  title: string;
  /** Under the title: the number or version, the legal basis. */
  subtitle: string[];
  sections: { heading: string; rows: [string, string][] }[];
  /** Receipts, invoices, credit notes: one row per item. */
  table: { head: string[]; rows: string[][] } | null;
  totals: [string, string][];
  notes: string[];
}

/** The stored row an issued document is drawn from. */
export interface StoredDocument {
  kind: DocumentKind;
  number: number | null;
  version: number | null;
  issuedAt: Date;
  data: ProofData | SaleData;
}

const siren = (siret: string) => siret.slice(0, 9);

function issuerRows(issuer: Issuer, i18n: I18n, withSiret: boolean): [string, string][] {
  const rows: [string, string][] = [
    [i18n._("Company"), [issuer.legalName, issuer.legalForm].filter(Boolean).join(", ")],
    [i18n._("Address"), issuer.address],
    [i18n._("Phone"), issuer.phone],
  ];
  if (issuer.email) rows.push([i18n._("E-mail"), issuer.email]);
  rows.push(["SIREN", siren(issuer.siret)]);
  if (withSiret && issuer.siret.length === 14) rows.push(["SIRET", issuer.siret]);
  if (issuer.vtcRegisterNumber) rows.push([i18n._("VTC register number"), issuer.vtcRegisterNumber]);
  return rows;
}

function proofContent(document: StoredDocument, data: ProofData, language: Language): DocumentContent {
  const i18n = serverI18n(language);
  const when = (iso: string) => formatPickUp(new Date(iso), data.timeZone, language);
  const booking: [string, string][] = [
    [i18n._("Booking number"), String(data.bookingNumber)],
    [i18n._("Booking made on"), when(data.bookedAt)],
    [i18n._("Pick-up requested for"), when(data.pickUpAt)],
    [i18n._("Pick-up place"), data.pickUpPlace],
    [i18n._("Drop-off place"), data.dropOffPlace],
  ];
  if (data.returnPickUpAt) booking.push([i18n._("Return pick-up"), when(data.returnPickUpAt)]);
  const subtitle = [
    i18n._("Version {version}, issued on {date}", {
      version: document.version ?? 1,
      date: formatPickUp(document.issuedAt, data.timeZone, language),
    }),
    i18n._("Code des transports, art. L3120-2 — arrêté of 6 August 2025"),
  ];
  if (data.replaces) {
    subtitle.push(
      i18n._("This version replaces version {version}: the pick-up changed.", {
        version: data.replaces.version,
      }),
    );
  }
  return {
    language,
    title: i18n._("Proof of prior booking"),
    subtitle,
    sections: [
      { heading: i18n._("Operator"), rows: issuerRows(data.issuer, i18n, false) },
      {
        heading: i18n._("Customer"),
        rows: [
          [i18n._("Name"), data.customer.name],
          [i18n._("Phone"), data.customer.phone],
        ],
      },
      { heading: i18n._("Booking"), rows: booking },
    ],
    table: null,
    totals: [],
    notes: [],
  };
}

function lineLabel(line: DocumentLine, i18n: I18n): string {
  switch (line.kind) {
    case "distance":
      return line.leg === 1 ? i18n._("Return trip") : i18n._("Outbound trip");
    case "package":
      return i18n._("Package {name}", { name: line.name });
    case "approach":
      return i18n._("Approach");
    case "minimum-fare":
      return i18n._("Minimum fare");
    case "discount":
      return i18n._("Discount {code}", { code: line.name });
    case "rounding":
      return i18n._("Rounding");
    default:
      return line.name;
  }
}

function saleTitle(kind: Exclude<DocumentKind, "PROOF">, i18n: I18n): string {
  if (kind === "RECEIPT") return i18n._("Receipt");
  if (kind === "INVOICE") return i18n._("Invoice");
  return i18n._("Credit note");
}

function saleTable(data: SaleData, language: Language, i18n: I18n): DocumentContent["table"] {
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const percent = (basisPoints: number | null) =>
    basisPoints === null
      ? "—"
      : numberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  return {
    head: [
      i18n._("Item"),
      i18n._("Quantity"),
      i18n._("Unit price excl. tax"),
      i18n._("VAT rate"),
      i18n._("Unit price incl. tax"),
      i18n._("Total incl. tax"),
    ],
    rows: data.lines.map((line) => [
      lineLabel(line, i18n),
      String(line.quantity),
      money(line.unitNet ?? line.unitGross),
      data.issuer.vatExempt ? "—" : percent(line.taxRate),
      money(line.unitGross),
      money(line.gross),
    ]),
  };
}

function saleTotals(data: SaleData, language: Language, i18n: I18n): [string, string][] {
  const money = (minor: number) => formatMoney(minor, data.currency, language);
  const percent = (basisPoints: number) =>
    numberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  return [
    [i18n._("Total excl. tax"), money(data.totals.net)],
    ...data.totals.rates.map((rate): [string, string] => [
      i18n._("VAT {rate} on {base}", { rate: percent(rate.taxRate), base: money(rate.net) }),
      money(rate.tax),
    ]),
    [i18n._("Total incl. tax"), money(data.totals.gross)],
  ];
}

function saleNotes(kind: DocumentKind, data: SaleData, language: Language, i18n: I18n): string[] {
  const notes: string[] = [];
  if (data.issuer.vatExempt) notes.push(VAT_EXEMPTION_MENTION);
  if (kind === "INVOICE" && data.dueDate) {
    notes.push(
      i18n._("Payment due on {date}. No discount for early payment.", {
        date: formatPickUp(new Date(data.dueDate), data.timeZone, language).split(" ")[0] ?? "",
      }),
      i18n._(
        "Late payment: penalties at three times the French legal interest rate (Code de commerce, art. L441-10), and for business customers a fixed recovery fee of 40 € (art. D441-5).",
      ),
    );
  }
  if (data.issuer.footer) notes.push(data.issuer.footer);
  return notes;
}

function saleContent(document: StoredDocument, data: SaleData, language: Language): DocumentContent {
  const i18n = serverI18n(language);
  const kind = document.kind as Exclude<DocumentKind, "PROOF">;
  const when = (iso: string | Date) => formatPickUp(new Date(iso), data.timeZone, language);
  const seller = issuerRows(data.issuer, i18n, true);
  seller.push(
    data.issuer.vatExempt
      ? [i18n._("VAT"), VAT_EXEMPTION_MENTION]
      : [i18n._("VAT number"), data.issuer.vatNumber],
  );
  const customer: [string, string][] = [];
  if (data.customer.companyName) customer.push([i18n._("Company"), data.customer.companyName]);
  if (data.customer.name) customer.push([i18n._("Name"), data.customer.name]);
  if (data.customer.address) customer.push([i18n._("Address"), data.customer.address]);
  if (data.customer.vatNumber) customer.push([i18n._("VAT number"), data.customer.vatNumber]);
  const subtitle = [
    i18n._("No. {number}, issued on {date}", { number: document.number ?? 0, date: when(document.issuedAt) }),
  ];
  if (data.corrects) {
    subtitle.push(
      i18n._("Corrects {document} no. {number} of {date}", {
        document: saleTitle(data.corrects.kind, i18n),
        number: data.corrects.number,
        date: when(data.corrects.issuedAt),
      }),
    );
  }
  return {
    language,
    title: saleTitle(kind, i18n),
    subtitle,
    sections: [
      { heading: kind === "RECEIPT" ? i18n._("Provider") : i18n._("Seller"), rows: seller },
      { heading: kind === "RECEIPT" ? i18n._("Customer") : i18n._("Buyer"), rows: customer },
      {
        heading: i18n._("Service"),
        rows: [
          [i18n._("Booking number"), String(data.bookingNumber)],
          [i18n._("Date of the service"), when(data.serviceAt)],
          [i18n._("Place of the service"), data.servicePlace],
        ],
      },
    ],
    table: saleTable(data, language, i18n),
    totals: saleTotals(data, language, i18n),
    notes: saleNotes(kind, data, language, i18n),
  };
}

/** Every language block of a document: the module's language first, the customer's after. */
export function documentContents(document: StoredDocument): DocumentContent[] {
  return document.data.languages.map((language) =>
    document.kind === "PROOF"
      ? proofContent(document, document.data as ProofData, language)
      : saleContent(document, document.data as SaleData, language),
  );
}
