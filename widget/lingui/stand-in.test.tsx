import { setupI18n as setupLingui } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { messages as en } from "../../locales/en/widget.js";
import { messages as es } from "../../locales/es/widget.js";
import { messages as fr } from "../../locales/fr/widget.js";
import { setupI18n } from "./core-stand-in.js";
import { I18nProvider, useLingui } from "./react-stand-in.js";

const CATALOGS = { fr, en, es } as Record<string, Record<string, CompiledMessage>>;
const missing = (_locale: string, id: string) => id;

/** Values to try for each placeholder of a message: counts for plurals, each case for selects. */
function sampleValues(message: CompiledMessage, found: Map<string, unknown[]> = new Map()) {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, type, cases] = token as [string, string?, Record<string, CompiledMessage>?];
    const samples =
      type === "plural"
        ? [0, 1, 2, 5, 1.5, 21, 1234567]
        : type === "select"
          ? [...Object.keys(cases ?? {}), "unknown"]
          : ["Nice <b>", 42, undefined];
    found.set(name, samples);
    for (const nested of Object.values(cases ?? {})) if (Array.isArray(nested)) sampleValues(nested, found);
  }
  return found;
}

function Title() {
  return <h1>{useLingui().i18n._("Booking")}</h1>;
}

describe("Lingui stand-in of the widget build", () => {
  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    it(`formats every message of the ${locale} catalog as Lingui does`, () => {
      const lingui = setupLingui({ locale, messages: { [locale]: catalog }, missing });
      const standIn = setupI18n({ locale, messages: { [locale]: catalog }, missing });
      let compared = 0;
      for (const [id, message] of Object.entries(catalog)) {
        const samples = [...sampleValues(message)];
        const rounds = Math.max(1, ...samples.map(([, values]) => values.length));
        for (let round = 0; round < rounds; round++) {
          const values = Object.fromEntries(samples.map(([name, list]) => [name, list[round % list.length]]));
          expect(standIn._(id, values), id).toBe(lingui._(id, values));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(catalog).length);
      expect(standIn._("Not in any catalog {name}", { name: "x" })).toBe("Not in any catalog {name}");
    });
  }

  it("hands the provider's I18n to useLingui", () => {
    const i18n = setupI18n({ locale: "fr", messages: { fr }, missing });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe(i18n._("Booking"));
    expect(i18n._("Booking")).not.toBe("Booking");
  });
});
