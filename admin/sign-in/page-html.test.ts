import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as en } from "../../locales/en/admin.js";
import { messages as es } from "../../locales/es/admin.js";
import { messages as fr } from "../../locales/fr/admin.js";
import { SIGN_IN_MESSAGES_ID, signInPageHtml, signInTexts } from "./page-html.js";

const CATALOGS = { fr, en, es };

function pageIn(language: keyof typeof CATALOGS) {
  const i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
  const texts = signInTexts(i18n);
  const html = signInPageHtml({ language, texts, script: "sign-in-abc.js", css: "body{margin:0}" });
  const doc = new DOMParser().parseFromString(html, "text/html");
  return { html, doc, texts };
}

describe("the sign-in page written at build time", () => {
  it.each([
    ["fr", "Se connecter", "Mot de passe", "L’adresse e-mail ou le mot de passe est incorrect."],
    ["en", "Sign in", "Password", "The email address or password is incorrect."],
    ["es", "Iniciar sesión", "Contraseña", undefined],
  ] as const)("speaks %s, from the admin's catalog", (language, heading, password, wrong) => {
    const { doc, texts } = pageIn(language);
    expect(doc.documentElement.lang).toBe(language);
    expect(doc.querySelector("h1")?.textContent).toBe(heading);
    expect(doc.title).toBe(`${heading} · Chauffeur Booking`);
    expect(doc.querySelector('label[for="sign-in-password"]')?.textContent).toBe(password);
    const messages = JSON.parse(doc.getElementById(SIGN_IN_MESSAGES_ID)?.textContent ?? "{}");
    expect(messages).toEqual(texts.messages);
    if (wrong) expect(messages.wrongCredentials).toBe(wrong);
  });

  it("labels every field, ties each to its error slot, and has an alert region from the start", () => {
    const { doc } = pageIn("en");
    for (const input of doc.querySelectorAll("input")) {
      expect(doc.querySelector(`label[for="${input.id}"]`), input.id).not.toBeNull();
    }
    for (const id of ["sign-in-email", "sign-in-password"]) {
      expect(doc.getElementById(`${id}-error`)?.hasAttribute("hidden")).toBe(true);
    }
    const alert = doc.querySelector('[role="alert"]');
    expect(alert?.hasAttribute("hidden")).toBe(false);
    expect(alert?.textContent).toBe("");
    expect(doc.querySelector('a[href="/auth/forgot-password"]')?.textContent).toBe("Forgot your password?");
    expect(doc.querySelector('input[type="email"]')?.getAttribute("autocomplete")).toBe("username");
    expect(doc.querySelector('input[type="password"]')?.getAttribute("autocomplete")).toBe(
      "current-password",
    );
  });

  it("cannot be sent before its script runs, and never puts the password in an address", () => {
    const { doc } = pageIn("en");
    expect(doc.querySelector("form")?.getAttribute("method")).toBe("post");
    expect(doc.querySelector('button[type="submit"]')?.hasAttribute("disabled")).toBe(true);
  });

  it("runs no inline script: one module from /admin-assets/, the texts as data", () => {
    const { doc } = pageIn("fr");
    const scripts = [...doc.querySelectorAll("script")];
    expect(scripts.map((script) => script.getAttribute("type"))).toEqual(["module", "application/json"]);
    expect(scripts[0]?.getAttribute("src")).toBe("/admin-assets/sign-in-abc.js");
  });

  it("leaves the operator's links to the server: an item and a placeholder each", () => {
    const { html } = pageIn("en");
    for (const name of ["registration", "termsOfSale", "privacyPolicy"]) {
      expect(html).toContain(`<li data-link="${name}"><a href="{{link:${name}}}">`);
    }
  });

  it("keeps texts as text, and no '</script>' out of the data block", () => {
    const i18n = setupI18n({ locale: "en", messages: { en } });
    const texts = signInTexts(i18n);
    const html = signInPageHtml({
      language: "en",
      texts: { ...texts, title: "<b>x</b>", messages: { ...texts.messages, error: "</script><p>" } },
      script: "s.js",
      css: "",
    });
    expect(html).toContain("<h1>&lt;b&gt;x&lt;/b&gt;</h1>");
    expect(html).not.toContain("</script><p>");
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(JSON.parse(doc.getElementById(SIGN_IN_MESSAGES_ID)?.textContent ?? "{}").error).toBe(
      "</script><p>",
    );
  });
});
