import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../contract/common.js";

/** The first language of an Accept-Language header that we speak, else `fallback`. */
export function readerLanguage(header: string | undefined, fallback: Language = DEFAULT_LANGUAGE): Language {
  const wanted = (header ?? "").split(",").map((part) => part.trim().slice(0, 2).toLowerCase());
  return wanted.find((code): code is Language => (LANGUAGES as readonly string[]).includes(code)) ?? fallback;
}
