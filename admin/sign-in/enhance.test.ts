import { setupI18n } from "@lingui/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages as en } from "../../locales/en/admin.js";
import { messages as fr } from "../../locales/fr/admin.js";
import { readSession } from "../lib/session-storage.js";
import { enhanceSignIn } from "./enhance.js";
import { signInPageHtml, signInTexts } from "./page-html.js";

const SESSION = { accessToken: "token-1", email: "owner@example.com", name: "Owner", phone: "+33 1" };

/** The built page's body in the document, enhanced; returns what the test drives and watches. */
function openPage(language: "en" | "fr" = "en") {
  const i18n = setupI18n({ locale: language, messages: { en, fr } });
  const texts = signInTexts(i18n);
  const html = signInPageHtml({ language, texts, script: "s.js", css: "" });
  const doc = new DOMParser().parseFromString(html, "text/html");
  document.documentElement.lang = language;
  document.body.innerHTML = doc.body.innerHTML;
  const form = document.getElementById("sign-in") as HTMLFormElement;
  const navigate = vi.fn();
  enhanceSignIn(form, texts.messages, navigate);
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  // The checks run before any await: the fields' state is there right after the click.
  const submit = async () => form.querySelector("button")?.click();
  return { form, field, submit, navigate, alert: form.querySelector('[role="alert"]') as HTMLElement };
}

let fetchMock = vi.fn();

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the sign-in page's script", () => {
  it("enables the button the page disabled until it could handle the form", () => {
    const page = openPage();
    expect((page.form.querySelector("button") as HTMLButtonElement).disabled).toBe(false);
  });

  it("explains a bad e-mail and a missing password at the fields, focuses the first, calls nothing", async () => {
    const page = openPage();
    page.field("email").value = "not-an-email";
    await page.submit();
    const email = page.field("email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Enter a valid e-mail address.",
    );
    expect(page.field("password").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("sign-in-password-error")?.textContent).toBe("Enter your password.");
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();

    // Corrected, the messages go.
    email.value = "owner@example.com";
    page.field("password").value = "x";
    answer(401, { success: false, data: "INVALID_CREDENTIALS", message: "no" });
    await page.submit();
    await vi.waitFor(() => expect(page.alert.textContent).not.toBe(""));
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    expect(document.getElementById("sign-in-email-error")?.hidden).toBe(true);
  });

  it("sends what the admin's client sent, keeps a remembered session in localStorage, goes to the dashboard", async () => {
    const page = openPage();
    page.field("email").value = "  owner@example.com ";
    page.field("password").value = "secret password";
    page.field("rememberMe").click();
    answer(200, { success: true, data: SESSION });
    await page.submit();
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledWith("/admin/dashboard"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/signin");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      email: "owner@example.com",
      password: "secret password",
      rememberMe: true,
    });
    expect(localStorage.getItem("cb.accessToken")).toBe("token-1");
    expect(sessionStorage.getItem("cb.accessToken")).toBeNull();
    expect(readSession()).toEqual(SESSION);
  });

  it("keeps an unremembered session for the tab only", async () => {
    const page = openPage();
    page.field("email").value = "owner@example.com";
    page.field("password").value = "secret password";
    answer(200, { success: true, data: SESSION });
    await page.submit();
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalled());
    expect(sessionStorage.getItem("cb.accessToken")).toBe("token-1");
    expect(localStorage.getItem("cb.accessToken")).toBeNull();
  });

  it.each([
    [
      401,
      { success: false, data: "INVALID_CREDENTIALS", message: "x" },
      "The email address or password is incorrect.",
    ],
    [
      429,
      { success: false, data: "TOO_MANY_REQUESTS", message: "x" },
      "Too many attempts. Please try again in a few minutes.",
    ],
    [429, "plain text from a proxy", "Too many attempts. Please try again in a few minutes."],
    [500, { success: false, data: "INTERNAL_ERROR", message: "x" }, "An error occurred."],
    [200, { success: true, data: { accessToken: 1 } }, "An error occurred."],
  ])("announces a %i answer in the alert region and moves the focus there", async (status, body, text) => {
    const page = openPage();
    page.field("email").value = "owner@example.com";
    page.field("password").value = "wrong";
    answer(status, body);
    await page.submit();
    await vi.waitFor(() => expect(page.alert.textContent).toContain(text));
    expect(document.activeElement).toBe(page.alert);
    expect(page.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem("cb.accessToken")).toBeNull();
    // The button is usable again, with its own text.
    const button = page.form.querySelector("button") as HTMLButtonElement;
    expect(button.getAttribute("aria-disabled")).toBe("false");
    expect(button.textContent).toBe("Sign in");
  });

  it("reports a network failure as an error", async () => {
    const page = openPage();
    page.field("email").value = "owner@example.com";
    page.field("password").value = "x";
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await page.submit();
    await vi.waitFor(() => expect(page.alert.textContent).toContain("An error occurred."));
  });

  it("is busy while signing in: the button says so and a second press sends nothing", async () => {
    const page = openPage("fr");
    page.field("email").value = "owner@example.com";
    page.field("password").value = "x";
    let finish: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (finish = resolve)));
    await page.submit();
    const button = page.form.querySelector("button") as HTMLButtonElement;
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.textContent).toBe("Connexion…");
    button.click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    finish(new Response(JSON.stringify({ success: false, data: "INVALID_CREDENTIALS" }), { status: 401 }));
    await vi.waitFor(() =>
      expect(page.alert.textContent).toContain("L’adresse e-mail ou le mot de passe est incorrect."),
    );
  });
});
