import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { safeHref, textToHtml } from "../layout/html.js";
import { renderContactMessage } from "./contact-message.js";
import { renderPasswordReset } from "./password-reset.js";

const reset = { resetUrl: "https://app.example/auth/reset-password?token=a&b=<c>", expiresInMinutes: 60 };

describe("password-reset template", () => {
  it("is written in the recipient's language", () => {
    expect(renderPasswordReset(reset, "en").subject).toBe("Reset your Chauffeur Booking password");
    expect(renderPasswordReset(reset, "fr").subject).toBe(
      "Réinitialisez votre mot de passe Chauffeur Booking",
    );
    expect(renderPasswordReset(reset, "es").subject).toBe("Restablezca su contraseña de Chauffeur Booking");
    expect(renderPasswordReset(reset, "fr").text).toContain("dans les 60 minutes");
    expect(renderPasswordReset(reset, "es").html).toContain('<html lang="es">');
  });

  it.each(LANGUAGES)("carries the link in the text and, escaped, in the HTML (%s)", (language) => {
    const mail = renderPasswordReset(reset, language);
    expect(mail.text).toContain(reset.resetUrl);
    expect(mail.html).toContain('href="https://app.example/auth/reset-password?token=a&amp;b=&lt;c&gt;"');
    expect(mail.html).not.toContain("<c>");
    expect(mail.text).not.toMatch(/<(p|a|br|html)\b/i);
  });
});

describe("contact-message template", () => {
  const data = {
    companyName: 'Evil <img src=x onerror="alert(1)"> Cars',
    ownerEmail: "owner@example.com",
    moduleId: "demomodule",
    message: "Line 1 <script>alert(1)</script>\nLine 2 & more",
  };

  it("escapes owner text in the HTML and keeps it as typed in the text", () => {
    const mail = renderContactMessage(data, "en");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Line 1 &lt;script&gt;alert(1)&lt;/script&gt;<br>\nLine 2 &amp; more");
    expect(mail.html).toContain("Evil &lt;img src=x onerror=&quot;alert(1)&quot;&gt; Cars");
    expect(mail.text).toContain(data.message);
  });

  it("keeps the subject on one line whatever the company name", () => {
    const mail = renderContactMessage({ ...data, companyName: "A\r\nBcc: victim@example.com" }, "fr");
    expect(mail.subject).toBe("Demande de contact de A Bcc: victim@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("falls back to the owner's address without a company name", () => {
    expect(renderContactMessage({ ...data, companyName: "" }, "es").subject).toBe(
      "Solicitud de contacto de owner@example.com",
    );
  });
});

describe("html helpers", () => {
  it("escapes the five HTML characters and keeps line breaks", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(textToHtml("a\r\nb\nc")).toBe("a<br>\nb<br>\nc");
  });

  it("links only to http(s) URLs", () => {
    expect(safeHref("javascript:alert(1)")).toBe("#");
    expect(safeHref("https://x.example/?a=1&b=2")).toBe("https://x.example/?a=1&amp;b=2");
  });
});
