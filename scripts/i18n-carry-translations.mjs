// Fills the empty translations of the admin catalogs (locales/<language>/admin*.po) from other .po
// files of the same language: run after `npm run i18n:extract` has moved messages between
// catalogs (a message that moves to another feature's catalog arrives untranslated there).
//   node scripts/i18n-carry-translations.mjs <from.po>...
// Each source file's language is read from its "Language:" header; the old versions of moved
// messages can come from git (`git show <commit>:locales/fr/admin.po > /tmp/fr.po`). The admin
// catalogs themselves count as sources too. Prints what stays untranslated.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ENTRY = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;

const languageOf = (po, file) => {
  const language = po.match(/^"Language: (\w+)\\n"$/m)?.[1];
  if (!language) throw new Error(`${file} has no "Language:" header`);
  return language;
};

/** Every non-empty translation in `po`, by message id (the header's empty id left out). */
function translationsIn(po) {
  const found = new Map();
  for (const [, id, translation] of po.matchAll(ENTRY)) if (id && translation) found.set(id, translation);
  return found;
}

const sources = process.argv.slice(2);
const adminCatalogs = ["fr", "en", "es"].flatMap((language) =>
  readdirSync(join("locales", language))
    .filter((name) => /^admin(-[\w-]+)?\.po$/.test(name))
    .map((name) => join("locales", language, name)),
);

/** language → message id → translation, from the given files and the admin catalogs. */
const known = new Map();
for (const file of [...sources, ...adminCatalogs]) {
  const po = readFileSync(file, "utf8");
  const language = languageOf(po, file);
  const translations = known.get(language) ?? new Map();
  for (const [id, translation] of translationsIn(po))
    if (!translations.has(id)) translations.set(id, translation);
  known.set(language, translations);
}

let missing = 0;
for (const file of adminCatalogs) {
  const po = readFileSync(file, "utf8");
  const translations = known.get(languageOf(po, file)) ?? new Map();
  const filled = po.replace(ENTRY, (entry, id, translation) => {
    if (!id || translation) return entry;
    const carried = translations.get(id);
    if (carried === undefined) {
      missing += 1;
      console.warn(`${file}: no translation for "${id}"`);
      return entry;
    }
    return `msgid "${id}"\nmsgstr "${carried}"`;
  });
  if (filled !== po) writeFileSync(file, filled);
}
console.log(missing ? `${missing} message(s) still untranslated` : "every admin message is translated");
