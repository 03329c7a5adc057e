import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { signInLanguage, signInPage, withExternalLinks } from "./sign-in-page.js";

// The links part as the admin build writes it (admin/sign-in/page-html.ts).
const BUILT =
  '<ul class="muted auth-links"><li data-link="registration"><a href="{{link:registration}}">Create an account</a></li>' +
  '<li data-link="termsOfSale"><a href="{{link:termsOfSale}}">Terms of sale</a></li>' +
  '<li data-link="privacyPolicy"><a href="{{link:privacyPolicy}}">Privacy policy</a></li></ul>';

describe("the sign-in page's language", () => {
  it("follows the admin's cookie, then Accept-Language, then French", () => {
    expect(signInLanguage({ cookie: "a=1; cb.language=es; b=2", "accept-language": "en-US" })).toBe("es");
    expect(signInLanguage({ "accept-language": "en-US,en;q=0.9" })).toBe("en");
    expect(signInLanguage({ cookie: "cb.language=de", "accept-language": "es" })).toBe("es");
    expect(signInLanguage({ cookie: "cb.language=<script>" })).toBe("fr");
    expect(signInLanguage({})).toBe("fr");
  });
});

describe("the operator's links", () => {
  it("fills the addresses in, escaped, and drops the links the operator has not set", () => {
    const html = withExternalLinks(BUILT, {
      registration: "/subscription/monthly",
      termsOfSale: "",
      privacyPolicy: 'https://example.com/privacy?a=1&b="2"',
    });
    expect(html).toBe(
      '<ul class="muted auth-links"><li><a href="/subscription/monthly">Create an account</a></li>' +
        '<li><a href="https://example.com/privacy?a=1&amp;b=&quot;2&quot;">Privacy policy</a></li></ul>',
    );
  });

  it("leaves an empty list when there is none", () => {
    const none = { registration: "", termsOfSale: "", privacyPolicy: "" };
    expect(withExternalLinks(BUILT, none)).toBe('<ul class="muted auth-links"></ul>');
  });
});

describe("the built page", () => {
  it("is read in the language asked, or reported missing when the admin is not built", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cb-sign-in-page-"));
    try {
      writeFileSync(join(dir, "sign-in.en.html"), `<html lang="en">${BUILT}</html>`);
      const links = { registration: "/join", termsOfSale: "", privacyPolicy: "" };
      expect(await signInPage(dir, "en", links)).toContain('<a href="/join">');
      expect(await signInPage(dir, "fr", links)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
