// French typography as the catalogs and the hard-coded French texts must follow it (decision
// 0081): a narrow no-break space (U+202F) before : ; ! ? and inside « », the typographic
// apostrophe ’. `frenchTypographyProblems` names what a text gets wrong; `frenchTypography`
// rewrites a text the way the catalogs were fixed.

export const NARROW_NBSP = "\u202F";

/** A mark that ends a phrase: followed by a space, the end, a closing tag or a closing quote. */
const PROSE_MARK = /[:;!?](?=$|[\s<"»)\]}…!?])/gu;

/** Why `text` breaks French typography; empty when it does not. */
export function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push("straight apostrophe ' (write ’)");
  for (const match of text.matchAll(PROSE_MARK)) {
    const before = text[match.index - 1];
    if (before === NARROW_NBSP || before === "!" || before === "?") continue;
    problems.push(
      `“${match[0]}” without U+202F before it: …${text.slice(Math.max(0, match.index - 12), match.index + 1)}`,
    );
  }
  for (const match of text.matchAll(/«(?!\u202F)/gu)) {
    problems.push(`« without U+202F after it: ${text.slice(match.index, match.index + 12)}…`);
  }
  for (const match of text.matchAll(/(?<!\u202F)»/gu)) {
    problems.push(
      `» without U+202F before it: …${text.slice(Math.max(0, match.index - 12), match.index + 1)}`,
    );
  }
  return problems;
}

/** `text` with the typography above: spaces before marks and inside quotes become U+202F. */
export function frenchTypography(text: string): string {
  return text
    .replaceAll("'", "’")
    .replace(
      /[ \u00A0\u202F]*([:;!?])(?=$|[\s<"»)\]}…!?])/gu,
      (_all, mark: string, offset: number, whole: string) =>
        offset > 0 && "!?".includes(whole[offset - 1] ?? "") ? mark : `${NARROW_NBSP}${mark}`,
    )
    .replace(/«[ \u00A0\u202F]*/gu, `«${NARROW_NBSP}`)
    .replace(/[ \u00A0\u202F]*»/gu, `${NARROW_NBSP}»`);
}

/** The translations (msgstr) of a .po file, continuation lines joined and escapes undone; the
 * header (the entry of the empty msgid) left out. */
export function poTranslations(po: string): string[] {
  const entries: { id: string; text: string }[] = [];
  let field: "id" | "text" | undefined;
  for (const line of po.split("\n")) {
    if (line.startsWith("msgid ")) {
      entries.push({ id: unquote(line.slice("msgid ".length)), text: "" });
      field = "id";
    } else if (line.startsWith("msgstr ") && entries.length > 0) {
      const entry = entries[entries.length - 1] as { id: string; text: string };
      entry.text = unquote(line.slice("msgstr ".length));
      field = "text";
    } else if (field && line.startsWith('"') && entries.length > 0) {
      const entry = entries[entries.length - 1] as { id: string; text: string };
      entry[field] += unquote(line);
    } else field = undefined;
  }
  return entries.filter((entry) => entry.id !== "" && entry.text !== "").map((entry) => entry.text);
}

function unquote(quoted: string): string {
  return JSON.parse(quoted) as string;
}
