// @vitest-environment happy-dom
// The owner's cancellation policy, stated before the customer books or pays (issue 34,
// docs/decisions/0110): the three rules after the free window, in the three languages.
import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublicModule } from "../src/contract/module.js";
import { testModule } from "../tests/kits/widget/fake-api.js";
import { renderWidget } from "../tests/kits/widget/render-widget.js";
import { loadCatalog } from "./catalogs.js";
import { createWidgetI18n, WIDGET_LANGUAGES, type WidgetLanguage } from "./i18n.js";
import { loadLaterSteps } from "./lazy-parts.js";
import { cancellationSentence } from "./steps/cancellation-note.js";

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  await Promise.all([loadLaterSteps(), ...WIDGET_LANGUAGES.map(loadCatalog)]);
});

type Policy = NonNullable<PublicModule["cancellationPolicy"]>;
const PERCENTAGE: Policy = { freeHours: 24, late: "PERCENTAGE", fee: 20 };
const FIXED: Policy = { freeHours: 48, late: "FIXED", fee: 15.5 };
const REFUSED: Policy = { freeHours: 1, late: "REFUSED", fee: 0 };

const NNBSP = "\u202f";
const NBSP = "\u00a0";
const SENTENCES: Record<WidgetLanguage, [Policy, string][]> = {
  fr: [
    [
      PERCENTAGE,
      `Annulation gratuite jusqu’à 24 heures avant la prise en charge${NNBSP}; ensuite, des frais de 20${NBSP}%.`,
    ],
    [
      FIXED,
      `Annulation gratuite jusqu’à 48 heures avant la prise en charge${NNBSP}; ensuite, des frais de 15,50${NBSP}€.`,
    ],
    [
      REFUSED,
      `Annulation gratuite jusqu’à 1 heure avant la prise en charge${NNBSP}; ensuite, la réservation ne peut plus être annulée en ligne.`,
    ],
  ],
  en: [
    [PERCENTAGE, "Free cancellation until 24 hours before the pickup; after that, a fee of 20%."],
    [FIXED, "Free cancellation until 48 hours before the pickup; after that, a fee of €15.50."],
    [
      REFUSED,
      "Free cancellation until 1 hour before the pickup; after that, the booking can no longer be canceled online.",
    ],
  ],
  es: [
    [
      PERCENTAGE,
      `Cancelación gratuita hasta 24 horas antes de la recogida; después, un cargo de 20${NBSP}%.`,
    ],
    [FIXED, `Cancelación gratuita hasta 48 horas antes de la recogida; después, un cargo de 15,50${NBSP}€.`],
    [
      REFUSED,
      "Cancelación gratuita hasta 1 hora antes de la recogida; después, la reserva ya no se puede cancelar en línea.",
    ],
  ],
};

describe("the cancellation policy's sentence", () => {
  for (const language of ["fr", "en", "es"] as const) {
    it(`${language}: a percentage, a fixed fee in the module's currency, no cancellation online`, () => {
      const i18n = createWidgetI18n(language);
      for (const [policy, sentence] of SENTENCES[language]) {
        expect(cancellationSentence(i18n, language, policy, "EUR")).toBe(sentence);
      }
    });
  }

  it("says cancelling is free until the pickup without a free window or with a fee of nothing", () => {
    const i18n = createWidgetI18n("en");
    for (const policy of [
      { ...REFUSED, freeHours: 0 },
      { ...PERCENTAGE, fee: 0 },
      { ...FIXED, fee: 0 },
    ]) {
      expect(cancellationSentence(i18n, "en", policy, "EUR")).toBe(
        "Free cancellation until the pickup time.",
      );
    }
  });

  it("formats a fixed fee in the module's currency", () => {
    expect(cancellationSentence(createWidgetI18n("en"), "en", { ...FIXED, fee: 20 }, "GBP")).toBe(
      "Free cancellation until 48 hours before the pickup; after that, a fee of £20.00.",
    );
  });
});

describe("the widget's payment step", () => {
  const cases: [WidgetLanguage, Policy][] = [
    ["fr", PERCENTAGE],
    ["en", REFUSED],
    ["es", FIXED],
  ];
  for (const [lang, policy] of cases) {
    it(`${lang}: states the ${policy.late} policy before the Book button`, async () => {
      await renderWidget({ module: testModule({ cancellationPolicy: policy }), lang });
      const sentence = SENTENCES[lang].find(([shown]) => shown === policy)?.[1] ?? "";
      // As shown: Intl's no-break spaces kept (the default matcher would make them spaces).
      const note = screen.getByText(sentence, { normalizer: (text) => text });
      const book = document.querySelector('button[type="submit"]') as HTMLButtonElement;
      expect(note.compareDocumentPosition(book) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(note.closest("fieldset")?.querySelector("legend")?.textContent).toBe(
        { fr: "Paiement", en: "Payment", es: "Pago" }[lang],
      );
    });
  }

  it("states nothing when the module document has no policy", async () => {
    await renderWidget({ module: testModule() });
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
  });
});

describe("a card saved for a change's extra (decision 0133)", () => {
  const SAVED = {
    fr: "Votre carte est enregistrée par notre prestataire de paiement : une modification que vous demandez plus tard et qui coûte plus cher pourra y être débitée.",
    en: "Your card is saved by our payment provider: a change you ask for later that costs more may be charged to it.",
    es: "Nuestro proveedor de pagos guarda su tarjeta: un cambio que pida más adelante y que cueste más podrá cargarse en ella.",
  };
  for (const lang of WIDGET_LANGUAGES) {
    it(`${lang}: says so when paying online, when the owner charges changes`, async () => {
      const text = SAVED[lang].replace(" :", `${NNBSP}:`);
      await renderWidget({
        module: testModule({ payments: { driver: false, online: true, chargesChanges: true } }),
        lang,
      });
      expect(screen.getByText(text, { normalizer: (shown) => shown })).toBeTruthy();
    });
  }

  it("says nothing when the owner does not", async () => {
    await renderWidget({ module: testModule({ payments: { driver: false, online: true } }) });
    expect(screen.queryByText(/Your card is saved/)).toBeNull();
  });
});
