import { regexes } from "zod/v4/core";
import { fromTag, LANGUAGE_COOKIE, storedLanguage, writeLanguageCookie } from "../lib/language-choice.js";
import { readSession, type Session, saveSession } from "../lib/session-storage.js";
import { SIGN_IN_MESSAGES_ID, type SignInMessages } from "./page-html.js";

/**
 * The sign-in page's only script (no React, no library: docs/decisions/0064-sign-in-without-react.md).
 * It checks the fields as the API's contract does, calls the same endpoint as the admin's client,
 * keeps the session where the admin keeps it, then loads the admin. Errors are written into the
 * form's alert region (role="alert") and the focus goes to them; a field's error is tied to it
 * with aria-describedby and aria-invalid.
 */

const ADMIN_HOME = "/admin/dashboard";
const SIGN_IN_URL = "/api/auth/signin";
/** The contract's e-mail rule (src/contract/auth.ts): zod's pattern, at most 254 characters. */
const EMAIL_MAX_LENGTH = 254;
/** As the admin's API client: a sign-in that hangs longer is reported as an error. */
const TIMEOUT_MS = 15_000;

/**
 * The page is written in the language the server picked (the cookie, else the browser's
 * Accept-Language). A choice stored before the cookie existed differs: tell the server and load
 * the page again, once (a cookie already set and still not followed means the server cannot).
 */
function followStoredLanguage(): boolean {
  const stored = storedLanguage();
  if (!stored || stored === fromTag(document.documentElement.lang)) return false;
  if (document.cookie.split("; ").includes(`${LANGUAGE_COOKIE}=${stored}`)) return false;
  writeLanguageCookie(stored);
  location.reload();
  return true;
}

function readMessages(): SignInMessages {
  return JSON.parse(document.getElementById(SIGN_IN_MESSAGES_ID)?.textContent ?? "{}") as SignInMessages;
}

const isSession = (data: unknown): data is Session & { accessToken: string } =>
  typeof data === "object" &&
  data !== null &&
  ["accessToken", "email", "name", "phone"].every(
    (key) => typeof (data as Record<string, unknown>)[key] === "string",
  );

/** The error code of a failed answer (our envelope: `{ success: false, data: CODE }`). */
function errorCode(status: number, body: unknown): string {
  const envelope = body as { success?: unknown; data?: unknown } | undefined;
  if (envelope?.success === false && typeof envelope.data === "string") return envelope.data;
  return status === 429 ? "TOO_MANY_REQUESTS" : "HTTP_ERROR";
}

/** `navigate`: how the signed-in owner is sent to the admin (tests watch it). */
export function enhanceSignIn(
  form: HTMLFormElement,
  messages: SignInMessages,
  navigate: (url: string) => void = (url) => location.replace(url),
): void {
  const email = form.elements.namedItem("email") as HTMLInputElement;
  const password = form.elements.namedItem("password") as HTMLInputElement;
  const rememberMe = form.elements.namedItem("rememberMe") as HTMLInputElement;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
  const alert = form.querySelector<HTMLElement>('[role="alert"]') as HTMLElement;
  const buttonText = button.textContent ?? "";
  let pending = false;

  function setFieldError(input: HTMLInputElement, text: string | undefined): void {
    const error = document.getElementById(`${input.id}-error`) as HTMLElement;
    error.textContent = text ?? "";
    error.hidden = !text;
    if (text) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", error.id);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }

  function showAlert(title: string, text: string, kind: "warning" | "error"): void {
    const heading = document.createElement("strong");
    heading.textContent = title;
    const body = document.createElement("span");
    body.textContent = ` ${text}`;
    alert.replaceChildren(heading, body);
    alert.dataset.kind = kind;
    alert.focus();
  }

  function hideAlert(): void {
    alert.replaceChildren();
  }

  // The button stays focusable while signing in (aria-disabled): a second press waits.
  function setPending(value: boolean): void {
    pending = value;
    button.setAttribute("aria-disabled", String(value));
    button.setAttribute("aria-busy", String(value));
    button.textContent = value ? messages.busy : buttonText;
  }

  function failed(code: string): void {
    if (code === "INVALID_CREDENTIALS") {
      showAlert(messages.unableToConnect, messages.wrongCredentials, "warning");
    } else if (code === "TOO_MANY_REQUESTS") {
      showAlert(messages.unableToConnect, messages.tooManyAttempts, "warning");
    } else {
      showAlert(messages.errorTitle, messages.error, "error");
    }
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (pending) return;
    hideAlert();
    const address = email.value.trim();
    const emailValid = address.length <= EMAIL_MAX_LENGTH && regexes.email.test(address);
    setFieldError(email, emailValid ? undefined : messages.invalidEmail);
    setFieldError(password, password.value ? undefined : messages.missingPassword);
    const firstInvalid = [email, password].find((input) => input.getAttribute("aria-invalid") === "true");
    if (firstInvalid) {
      firstInvalid.focus();
      return;
    }
    setPending(true);
    try {
      const response = await fetch(SIGN_IN_URL, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "accept-language": document.documentElement.lang,
        },
        body: JSON.stringify({ email: address, password: password.value, rememberMe: rememberMe.checked }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => undefined);
      const session = (body as { success?: unknown; data?: unknown } | undefined)?.data;
      if (response.ok && isSession(session)) {
        saveSession(session, rememberMe.checked);
        // As the admin did: sign-in is replaced in the history by the admin's home.
        navigate(ADMIN_HOME);
        return;
      }
      failed(response.ok ? "INVALID_RESPONSE" : errorCode(response.status, body));
    } catch {
      failed("NETWORK_ERROR");
    }
    setPending(false);
  });
  // The page disables the button until this handler is there (./page-html.ts).
  button.disabled = false;
}

function start(): void {
  // A signed-in owner visiting sign-in goes to the admin.
  if (readSession().accessToken) {
    location.replace(ADMIN_HOME);
    return;
  }
  if (followStoredLanguage()) return;
  const form = document.getElementById("sign-in");
  if (form instanceof HTMLFormElement) enhanceSignIn(form, readMessages());
}

start();
