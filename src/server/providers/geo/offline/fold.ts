const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Letters NFD does not split into a base letter and an accent. */
const LIGATURES: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ı: "i",
  þ: "th",
};

/**
 * Text as the gazetteer compares it: accents off, lower case, every run of punctuation a single
 * space ("Côte d’Azur" → "cote d azur", "Nice-Ville" → "nice ville"), so a customer who types
 * without accents or hyphens still finds the place.
 */
export function foldText(text: string): string {
  // Most names are plain ASCII: skip the Unicode work (a third of the gazetteer's load time).
  if (PLAIN_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđıþ]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a query, folded. */
export function foldedWords(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(" ") : [];
}
