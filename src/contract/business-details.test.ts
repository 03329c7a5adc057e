import { describe, expect, it } from "vitest";
import {
  businessDetailsViolations,
  luhnValid,
  missingMentions,
  sirenValid,
  siretOrSirenValid,
  siretValid,
  vtcRegisterNumberValid,
} from "./business-details.js";

const blank = {
  legalName: "",
  legalForm: "",
  legalAddress: "",
  siret: "",
  vtcRegisterNumber: "",
  vatNumber: "",
  vatExempt: false,
  invoiceFooter: "",
  documentsEnabled: false,
};

describe("SIREN and SIRET checksums", () => {
  it("accepts numbers whose Luhn sum is a multiple of 10", () => {
    expect(luhnValid("732829320")).toBe(true);
    expect(sirenValid("732829320")).toBe(true);
    expect(siretValid("73282932000074")).toBe(true);
    expect(siretOrSirenValid("542107651")).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length and letters", () => {
    expect(sirenValid("732829321")).toBe(false);
    expect(siretValid("73282932000075")).toBe(false);
    expect(siretOrSirenValid("7328293200")).toBe(false);
    expect(siretOrSirenValid("73282932A")).toBe(false);
  });

  it("follows La Poste's exception: its establishments' digits add up to a multiple of 5", () => {
    // 35600000049837 fails Luhn; its digits sum to 45.
    expect(luhnValid("35600000049837")).toBe(false);
    expect(siretValid("35600000049837")).toBe(true);
    expect(siretValid("35600000049838")).toBe(false);
    // The head office passes Luhn as any other SIRET.
    expect(siretValid("35600000000048")).toBe(true);
  });
});

describe("business details", () => {
  it("checks the VTC register format: EVTC and 9 digits", () => {
    expect(vtcRegisterNumberValid("EVTC075190012")).toBe(true);
    expect(vtcRegisterNumberValid("EVTC07519001")).toBe(false);
    expect(vtcRegisterNumberValid("VTC075190012")).toBe(false);
  });

  it("names each malformed number, spaces and dots allowed, empty fields left alone", () => {
    expect(businessDetailsViolations({ ...blank, siret: "732 829 320 00074" })).toEqual([]);
    expect(businessDetailsViolations(blank)).toEqual([]);
    const codes = businessDetailsViolations({
      ...blank,
      siret: "732829321",
      vtcRegisterNumber: "123",
      vatNumber: "12",
    }).map((v) => [v.path, v.code]);
    expect(codes).toEqual([
      ["siret", "SIRET_INVALID"],
      ["vtcRegisterNumber", "VTC_REGISTER_NUMBER_INVALID"],
      ["vatNumber", "VAT_NUMBER_INVALID"],
    ]);
  });

  it("lists the mandatory mentions missing; the exemption stands in for a VAT number and a rate", () => {
    expect(missingMentions(blank, { phone: "", taxRate: null })).toEqual([
      "legalName",
      "legalAddress",
      "siret",
      "phone",
      "vat",
      "taxRate",
    ]);
    const filled = { ...blank, legalName: "A", legalAddress: "B", siret: "732829320", vatExempt: true };
    expect(missingMentions(filled, { phone: "+33 1", taxRate: null })).toEqual([]);
    expect(
      missingMentions(
        { ...filled, vatExempt: false, vatNumber: "FR40732829320" },
        { phone: "1", taxRate: 1000 },
      ),
    ).toEqual([]);
  });
});
