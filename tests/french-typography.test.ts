// Every French text follows French typography (decision 0081): the catalogs (locales/fr/*.po)
// and the few French texts written in code (the server's standalone pages, the demo module).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { frenchTypography, frenchTypographyProblems, poTranslations } from "./kits/i18n/french-typography.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const frCatalogs = readdirSync(join(root, "locales/fr")).filter((name) => name.endsWith(".po"));

/** Source folders whose French string literals are prose (the geo data's place names are not). */
const CODE_FOLDERS = ["src", "widget", "admin"];
const NOT_PROSE = /[\\/]providers[\\/]geo[\\/]|\.test\.tsx?$/;
/** Letters and words that only French has among our languages (none is English or Spanish). */
const FRENCH_MARK = /[àâçèêëîôûùœ]|\b(votre|vous|vos|cette|avec|pour|aucune?)\b/iu;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx|mjs)$/.test(name))
    .map((name) => join(root, folder, name))
    .filter((path) => !NOT_PROSE.test(path));
}

/** The string literals of a source file that read as French, comments left out. */
function frenchLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const literals = code.match(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  return literals
    .map((literal) =>
      literal
        .slice(1, -1)
        .replace(/\\u([0-9a-fA-F]{4})/g, (_all, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
    )
    .filter((text) => FRENCH_MARK.test(text));
}

describe("French typography", () => {
  it.each(frCatalogs)("locales/fr/%s: U+202F before : ; ! ? and inside « », apostrophe ’", (name) => {
    const po = readFileSync(join(root, "locales/fr", name), "utf8");
    const wrong = poTranslations(po)
      .map((text) => ({ text, problems: frenchTypographyProblems(text) }))
      .filter((entry) => entry.problems.length > 0);
    expect(wrong).toEqual([]);
  });

  it("French texts written in code follow it too", () => {
    const wrong = CODE_FOLDERS.flatMap(sourceFiles).flatMap((path) =>
      frenchLiterals(readFileSync(path, "utf8"))
        .map((text) => ({ file: relative(root, path), text, problems: frenchTypographyProblems(text) }))
        .filter((entry) => entry.problems.length > 0),
    );
    expect(wrong).toEqual([]);
  });

  it("names what is wrong and rewrites it", () => {
    expect(frenchTypographyProblems("Identifiant du module:")).toHaveLength(1);
    expect(frenchTypographyProblems("Prix : 12 € ; total ! l'aller ? « oui »")).toHaveLength(7);
    const fixed = frenchTypography("Prix : 12 € ; total ! l'aller ? « oui » — module: https://a.fr 10:30 ?!");
    expect(fixed).toBe(
      "Prix\u202F: 12 €\u202F; total\u202F! l’aller\u202F? «\u202Foui\u202F» — module\u202F: https://a.fr 10:30\u202F?!",
    );
    expect(frenchTypographyProblems(fixed)).toEqual([]);
  });
});
