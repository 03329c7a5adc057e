// Rollup plugin of the sign-in build (admin/build.config.mjs): writes the sign-in page once per
// admin language, sign-in.fr.html…, naming the script the build just hashed
// (docs/decisions/0064-sign-in-without-react.md). The texts come from the compiled admin catalogs
// (`npm run i18n:compile` runs first), through admin/sign-in/page-html.ts.
import { readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { setupI18n } from "@lingui/core";
import ts from "typescript";
import { minifyCss } from "../../src/build/rollup-css.mjs";

const root = join(import.meta.dirname, "..", "..");
const LANGUAGES = ["fr", "en", "es"];
const STYLESHEETS = ["admin/base.css", "admin/sign-in/sign-in.css"];

/**
 * A TypeScript module (a page template, a compiled catalog) as a data: URL. It may import other
 * TypeScript files of the repository by relative path (the template's escapeHtml from
 * src/contract), which are transpiled the same way; packages only as types.
 */
async function transpiledUrl(path) {
  const source = await readFile(join(root, path), "utf8");
  let { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: path,
  });
  for (const [statement, specifier] of outputText.matchAll(
    /^\s*import\s[^;]*?from\s*"(\.{1,2}\/[^"]+)\.js";/gm,
  )) {
    const dependency = posix.join(posix.dirname(path), `${specifier}.ts`);
    outputText = outputText.replace(
      statement,
      statement.replace(`${specifier}.js`, await transpiledUrl(dependency)),
    );
  }
  if (/^\s*import\s[^;]*from\s*"(?!data:)/m.test(outputText))
    throw new Error(`${path} must import packages as types only`);
  return `data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`;
}

/** Imports a TypeScript module through transpiledUrl. */
async function importTypeScript(path) {
  return import(await transpiledUrl(path));
}

/** @returns {import("rollup").Plugin} */
export function signInPages() {
  return {
    name: "admin-sign-in-pages",
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === "chunk" && output.isEntry);
      if (!entry) throw new Error("the sign-in bundle has no entry chunk");
      if (entry.imports.length > 0 || entry.dynamicImports.length > 0) {
        throw new Error("the sign-in script must be one file: the page names it alone");
      }
      const template = await importTypeScript("admin/sign-in/page-html.ts");
      const css = (
        await Promise.all(
          STYLESHEETS.map(async (path) => minifyCss(await readFile(join(root, path), "utf8"), path)),
        )
      ).join("");
      for (const language of LANGUAGES) {
        const { messages } = await importTypeScript(`locales/${language}/admin.ts`);
        const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
        const source = template.signInPageHtml({
          language,
          texts: template.signInTexts(i18n),
          script: entry.fileName,
          css,
        });
        this.emitFile({ type: "asset", fileName: `sign-in.${language}.html`, source });
      }
    },
  };
}
