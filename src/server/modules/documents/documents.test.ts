import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookVehicle } from "../../../../tests/fixtures/book-vehicle.js";
import { checkoutOf, demoFieldIds, postJson, vehicleIdByName } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;
let berline: number;
const scratch = mkdtempSync(join(tmpdir(), "documents-test-"));

/** The PDF's text as pdftotext (poppler) reads it, spaces made plain. */
function pdfText(pdf: Buffer): string {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
    /[\u00a0\u202f\s]+/g,
    " ",
  );
}

const identity = {
  legalName: "Riviera Chauffeurs",
  legalForm: "SAS",
  legalAddress: "12 promenade des Anglais, 06000 Nice",
  siret: "732 829 320 00074",
  vtcRegisterNumber: "EVTC006190042",
  vatNumber: "FR40732829320",
  vatExempt: false,
  invoiceFooter: "Merci de votre confiance.",
  documentsEnabled: true,
};

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
  berline = await vehicleIdByName(t.database, "Berline");
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

beforeEach(async () => {
  const { db } = t.database;
  await db.deleteFrom("documents").execute();
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("mailOutbox").execute();
  await db
    .updateTable("modules")
    .set({
      bookingCounter: 0,
      documentCounter: 0,
      defaultLanguage: "fr",
      phone: "+33 4 93 00 00 00",
      transportTaxRate: 1000,
      pricesIncludeTax: true,
      documentsEnabled: false,
    })
    .execute();
});

async function enableDocuments(overrides: Partial<typeof identity> = {}) {
  const response = await api("PUT", "/api/admin/business-details", { ...identity, ...overrides });
  expect(response.statusCode, response.body).toBe(200);
}

async function checkoutBooking(lang: "fr" | "en" = "en") {
  const response = await postJson(t.app, "/api/booking/demomodule/checkout", checkoutOf(fields, { lang }));
  expect(response.statusCode, response.body).toBe(200);
  const row = await t.database.db
    .selectFrom("bookings")
    .select(["id", "number"])
    .where("number", "=", response.json().data.number)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function documentsOf(bookingId: number) {
  const response = await api("GET", `/api/admin/bookings/${bookingId}/documents`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    documents: { id: number; kind: string; number: number | null; version: number | null }[];
    link: string | null;
    missing: string[];
  };
}

async function adminPdf(documentId: number) {
  const response = await api("GET", `/api/admin/documents/${documentId}/pdf`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  return pdfText(response.rawPayload);
}

describe("business details", () => {
  it("checks numbers and refuses to turn documents on while a mention is missing", async () => {
    const bad = await api("PUT", "/api/admin/business-details", { ...identity, siret: "73282932000075" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe("SIRET_INVALID");
    const vtc = await api("PUT", "/api/admin/business-details", { ...identity, vtcRegisterNumber: "VTC-12" });
    expect(vtc.json().data).toBe("VTC_REGISTER_NUMBER_INVALID");
    const missing = await api("PUT", "/api/admin/business-details", {
      ...identity,
      legalName: "",
      vatNumber: "",
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().data).toBe("DOCUMENT_MENTIONS_MISSING");
    expect(missing.json().issues.map((i: { path: string }) => i.path)).toEqual([
      "body.legalName",
      "body.vat",
    ]);
    // Documents off: everything may stay empty, and the answer says what is missing.
    const off = await api("PUT", "/api/admin/business-details", {
      ...identity,
      legalName: "",
      documentsEnabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.missing).toEqual(["legalName"]);
    await enableDocuments();
    const saved = await api("GET", "/api/admin/business-details");
    expect(saved.json().data).toMatchObject({ siret: "73282932000074", documentsEnabled: true, missing: [] });
  });
});

describe("proof of booking", () => {
  it("is issued at checkout with every mention, in French then the customer's English", async () => {
    await enableDocuments();
    const bookingId = await checkoutBooking("en");
    const { documents, link } = await documentsOf(bookingId);
    expect(documents.map((d) => [d.kind, d.version])).toEqual([["PROOF", 1]]);
    expect(link).toMatch(/\/documents\/[A-Za-z0-9_-]{43}$/);
    // The customer's e-mail carries the link; the database holds only its hash.
    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .select("text")
      .where("template", "=", "booking-received")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(link);
    const token = (link as string).split("/").at(-1) as string;
    const stored = await t.database.db.selectFrom("documentLinks").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const text = await adminPdf(documents[0]!.id);
    for (const mention of [
      "Justificatif de réservation préalable",
      "Riviera Chauffeurs, SAS",
      "+33 4 93 00 00 00",
      "SIREN 732829320",
      "EVTC006190042",
      "Camille Durand",
      "+33 6 11 22 33 44",
      "Réservation effectuée le",
      "Prise en charge demandée pour",
      "Lieu de prise en charge",
      "Proof of prior booking",
      "Pick-up place",
    ]) {
      expect(text, mention).toContain(mention);
    }

    const page = await t.app.inject({ method: "GET", url: new URL(link as string).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain("Riviera Chauffeurs");
    const pdf = await t.app.inject({
      method: "GET",
      url: `${new URL(link as string).pathname}/${documents[0]!.id}.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain("EVTC006190042");
    const forged = await t.app.inject({ method: "GET", url: `/documents/${"A".repeat(43)}` });
    expect(forged.statusCode).toBe(404);
  });

  it("is not issued while documents are off, nor without the customer's phone", async () => {
    const bookingId = await checkoutBooking();
    expect((await documentsOf(bookingId)).documents).toEqual([]);
    await enableDocuments();
    const response = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, { fields: checkoutOf(fields).fields.filter((f) => f.id !== fields.phone) }),
    );
    if (response.statusCode === 200) {
      const row = await t.database.db
        .selectFrom("bookings")
        .select("id")
        .where("number", "=", response.json().data.number)
        .executeTakeFirstOrThrow();
      const listed = await documentsOf(row.id);
      expect(listed.documents).toEqual([]);
      expect(listed.missing).toEqual(["customerPhone"]);
    } else {
      // The demo form requires the phone: the checkout itself refuses.
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("completing a ride", () => {
  it("refuses a booking that is not confirmed, with a clear code", async () => {
    await enableDocuments();
    const bookingId = await checkoutBooking();
    const refused = await api("POST", `/api/admin/bookings/${bookingId}/complete`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toBe("BOOKING_NOT_CONFIRMED");
    expect(
      await t.database.db.selectFrom("documents").select("id").where("kind", "<>", "PROOF").execute(),
    ).toEqual([]);
  });

  it("issues the receipt with every mention, e-mails its PDF, and keeps it unchanged after the settings change", async () => {
    await enableDocuments();
    const bookingId = await checkoutBooking("fr");
    expect((await api("POST", `/api/admin/bookings/${bookingId}/confirm`, {})).statusCode).toBe(200);
    const done = await api("POST", `/api/admin/bookings/${bookingId}/complete`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe("COMPLETED");
    const again = await api("POST", `/api/admin/bookings/${bookingId}/complete`, {});
    expect(again.json().data).toBe("BOOKING_ALREADY_COMPLETED");

    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .selectAll()
      .where("template", "=", "document-receipt")
      .executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe("camille.durand@example.com");
    const attachment = mail.attachments[0]!;
    expect(attachment).toMatchObject({
      contentType: "application/pdf",
      encoding: "base64",
      filename: "receipt-1.pdf",
    });
    const text = pdfText(Buffer.from(attachment.content, "base64"));
    for (const mention of [
      "Note",
      "N° 1, émise le",
      "Riviera Chauffeurs, SAS",
      "12 promenade des Anglais, 06000 Nice",
      "SIRET 73282932000074",
      "FR40732829320",
      "Camille Durand",
      "Date de la prestation",
      "Lieu de la prestation",
      "Quantité",
      "Prix unitaire HT",
      "Total HT",
      "TVA 10 %",
      "Total TTC",
    ]) {
      expect(text, mention).toContain(mention);
    }

    const { documents } = await documentsOf(bookingId);
    const receipt = documents.find((d) => d.kind === "RECEIPT")!;
    const before = await adminPdf(receipt.id);
    await enableDocuments({ legalName: "Another Name", legalAddress: "1 rue Neuve, Paris" });
    await t.database.db.updateTable("modules").set({ transportTaxRate: 2000 }).execute();
    const after = await adminPdf(receipt.id);
    expect(after).toBe(before);
    expect(after).not.toContain("Another Name");
    // The database refuses to rewrite an issued document.
    await expect(
      t.database.db
        .updateTable("documents")
        .set({ issuedAt: new Date() })
        .where("id", "=", receipt.id)
        .execute(),
    ).rejects.toThrow();
  });

  it("issues an invoice for a business customer, with the late-payment mentions; a credit note corrects it once", async () => {
    await enableDocuments();
    const bookingId = await checkoutBooking("fr");
    await api("POST", `/api/admin/bookings/${bookingId}/confirm`, {});
    const noBuyer = await api("POST", `/api/admin/bookings/${bookingId}/complete`, { document: "INVOICE" });
    expect(noBuyer.statusCode).toBe(400);
    expect(noBuyer.json().data).toBe("INVOICE_BUYER_REQUIRED");
    const done = await api("POST", `/api/admin/bookings/${bookingId}/complete`, {
      document: "INVOICE",
      buyer: {
        companyName: "Azur Events SARL",
        address: "3 rue de France, 06000 Nice",
        vatNumber: "FR12345678901",
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const invoice = (await documentsOf(bookingId)).documents.find((d) => d.kind === "INVOICE")!;
    const text = await adminPdf(invoice.id);
    for (const mention of [
      "Facture",
      "N° 1",
      "Riviera Chauffeurs, SAS",
      "SIREN 732829320",
      "SIRET 73282932000074",
      "N° de TVA FR40732829320",
      "Azur Events SARL",
      "3 rue de France, 06000 Nice",
      "Date de la prestation",
      "Prix unitaire HT",
      "Taux de TVA",
      "TVA 10 %",
      "Total TTC",
      "Paiement dû le",
      "trois fois le taux d’intérêt légal",
      "40 €",
    ]) {
      expect(text, mention).toContain(mention);
    }
    const credit = await api("POST", `/api/admin/documents/${invoice.id}/credit-note`);
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().data).toMatchObject({ kind: "CREDIT_NOTE", number: 2, correctsId: invoice.id });
    const creditText = await adminPdf(credit.json().data.id);
    expect(creditText).toContain("Avoir");
    expect(creditText).toContain("Corrige Facture n° 1");
    const twice = await api("POST", `/api/admin/documents/${invoice.id}/credit-note`);
    expect(twice.json().data).toBe("DOCUMENT_NOT_CORRECTABLE");
  });

  it("numbers 50 concurrent completions 1 to 50 with no gap and no repeat", async () => {
    await enableDocuments();
    const base = new Date("2031-03-02T08:00:00Z").getTime();
    const ids: number[] = [];
    for (let index = 0; index < 50; index++) {
      ids.push(
        await bookVehicle(t.database, {
          vehicleId: berline,
          pickUpTime: new Date(base + index * 3 * 3600_000),
          status: "CONFIRMED",
        }),
      );
    }
    const answers = await Promise.all(ids.map((id) => api("POST", `/api/admin/bookings/${id}/complete`, {})));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const numbers = await t.database.db
      .selectFrom("documents")
      .select("number")
      .where("kind", "=", "RECEIPT")
      .orderBy("number")
      .execute();
    expect(numbers.map((row) => row.number)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    const counter = await t.database.db
      .selectFrom("modules")
      .select("documentCounter")
      .executeTakeFirstOrThrow();
    expect(counter.documentCounter).toBe(50);
  });
});
