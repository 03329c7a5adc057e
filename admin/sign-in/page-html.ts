import type { I18n } from "@lingui/core";
import { escapeHtml } from "../../src/contract/escape-html.js";

/**
 * The sign-in page as plain HTML, written at build time in each language (admin/build.config.mjs)
 * with the texts of the admin's Lingui catalog: it paints without React, and its script
 * (./enhance.ts) only makes the form work (docs/decisions/0064-sign-in-without-react.md).
 * Only type imports: the build runs this file alone, transpiled.
 */

/** Every text the page and its script show, in the page's language. */
export function signInTexts(i18n: I18n) {
  return {
    title: i18n._("Sign in"),
    email: i18n._("E-mail"),
    password: i18n._("Password"),
    rememberMe: i18n._("Remember me"),
    submit: i18n._("Sign in"),
    forgotPassword: i18n._("Forgot your password?"),
    registration: i18n._("Create an account"),
    termsOfSale: i18n._("Terms of sale"),
    privacyPolicy: i18n._("Privacy policy"),
    needsScript: i18n._("Signing in needs JavaScript: please turn it on in your browser."),
    messages: {
      busy: i18n._("Signing in…"),
      invalidEmail: i18n._("Enter a valid e-mail address."),
      missingPassword: i18n._("Enter your password."),
      unableToConnect: i18n._("Unable to connect"),
      wrongCredentials: i18n._("The email address or password is incorrect."),
      tooManyAttempts: i18n._("Too many attempts. Please try again in a few minutes."),
      errorTitle: i18n._("Error"),
      error: i18n._("An error occurred."),
    },
  };
}
export type SignInTexts = ReturnType<typeof signInTexts>;
/** What the script reads from the page's JSON block (id SIGN_IN_MESSAGES_ID). */
export type SignInMessages = SignInTexts["messages"];

export const SIGN_IN_MESSAGES_ID = "sign-in-messages";

/**
 * The operator's links (REGISTRATION_URL, TERMS_URL, PRIVACY_URL) are known only when the server
 * runs: each is an item `<li data-link="name">` whose href is `{{link:name}}`. The server puts
 * the address in, or drops the item when the operator has none (src/server/web/sign-in-page.ts).
 */
export const EXTERNAL_LINK_NAMES = ["registration", "termsOfSale", "privacyPolicy"] as const;

/** JSON inside a <script> block: no "</script>" or "<!--" can end or bend it. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export interface SignInPageOptions {
  language: string;
  texts: SignInTexts;
  /** The script's file under /admin-assets/ (content-hashed). */
  script: string;
  /** The page's whole stylesheet, minified (inline: no request before the first paint). */
  css: string;
}

/**
 * The page. The script is a module (deferred: never blocks the paint). Until it runs, the button
 * is disabled: a form sent by the browser itself would carry the password to a page that cannot
 * use it (and method="post" keeps it out of any address). The alert region is in the
 * page from the start (empty, not hidden), so screen readers announce what the script writes into it.
 */
export function signInPageHtml({ language, texts, script, css }: SignInPageOptions): string {
  const t = (text: string) => escapeHtml(text);
  const links = EXTERNAL_LINK_NAMES.map(
    (name) => `<li data-link="${name}"><a href="{{link:${name}}}">${t(texts[name])}</a></li>`,
  ).join("");
  return `<!doctype html>
<html lang="${t(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t(texts.title)} · Chauffeur Booking</title>
<link rel="icon" href="data:,">
<style>${css}</style>
<script type="module" src="/admin-assets/${t(script)}"></script>
</head>
<body>
<main id="main" class="auth-page">
<form class="card auth-card" id="sign-in" method="post" novalidate>
<h1>${t(texts.title)}</h1>
<noscript><p class="form-alert">${t(texts.needsScript)}</p></noscript>
<div id="sign-in-alert" class="form-alert" role="alert" tabindex="-1"></div>
<div class="field">
<label for="sign-in-email">${t(texts.email)}</label>
<input id="sign-in-email" name="email" type="email" autocomplete="username" required>
<p id="sign-in-email-error" class="field-error" hidden></p>
</div>
<div class="field">
<label for="sign-in-password">${t(texts.password)}</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required>
<p id="sign-in-password-error" class="field-error" hidden></p>
</div>
<div class="field-inline">
<input id="remember-me" name="rememberMe" type="checkbox">
<label for="remember-me">${t(texts.rememberMe)}</label>
</div>
<button type="submit" class="button-primary" disabled>${t(texts.submit)}</button>
<p><a href="/auth/forgot-password">${t(texts.forgotPassword)}</a></p>
<ul class="muted auth-links">${links}</ul>
</form>
</main>
<script type="application/json" id="${SIGN_IN_MESSAGES_ID}">${jsonForScript(texts.messages)}</script>
</body>
</html>
`;
}
