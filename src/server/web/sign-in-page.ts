import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { LANGUAGES, type Language } from "../../contract/common.js";
import { escapeHtml } from "../../contract/escape-html.js";
import { readerLanguage } from "../kernel/reader-language.js";

/**
 * The admin's sign-in page: plain HTML written by the admin build once per language
 * (dist/admin/sign-in.fr.html…, admin/sign-in/page-html.ts) with one small script, so it paints
 * without React (docs/decisions/0064-sign-in-without-react.md). Here it gets its language and the
 * operator's links.
 */
export const SIGN_IN_PATH = "/auth/sign-in";

/** The admin writes the owner's language choice in this cookie (admin/lib/language-choice.ts). */
const LANGUAGE_COOKIE = "cb.language";

export interface ExternalLinks {
  registration: string;
  termsOfSale: string;
  privacyPolicy: string;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The owner's choice (the admin's cookie), else the browser's Accept-Language, else French. */
export function signInLanguage(headers: { cookie?: string; "accept-language"?: string }): Language {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if ((LANGUAGES as readonly string[]).includes(chosen ?? "")) return chosen as Language;
  return readerLanguage(headers["accept-language"]);
}

/**
 * Puts the operator's links into the built page: each `<li data-link="name">` holds an
 * `href="{{link:name}}"`; a link the operator has not set is dropped with its item.
 */
export function withExternalLinks(html: string, links: ExternalLinks): string {
  return html.replace(/<li data-link="(\w+)">(.*?)<\/li>/g, (_item, name: string, content: string) => {
    const href = links[name as keyof ExternalLinks] ?? "";
    return href ? `<li>${content.replace(`{{link:${name}}}`, escapeHtml(href))}</li>` : "";
  });
}

/** The page in that language with the links filled in, or undefined when the admin is not built. */
export async function signInPage(
  adminDir: string,
  language: Language,
  links: ExternalLinks,
): Promise<string | undefined> {
  const html = await readFile(join(adminDir, `sign-in.${language}.html`), "utf8").catch(() => undefined);
  return html === undefined ? undefined : withExternalLinks(html, links);
}
