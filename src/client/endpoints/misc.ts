import type { Language } from "../../contract/common.js";
import { customerList } from "../../contract/customer.js";
import { contactAccepted, iconSet, languageChoice } from "../../contract/misc.js";
import type { ApiTransport } from "../http.js";

/** Language, icons, customers and "Contact us" (admin, Bearer). */
export const miscEndpoints = ({ call }: ApiTransport) => ({
  /** Stores the owner's language (their e-mails use it); without one, reads it. */
  setLanguage: (lang?: Language) =>
    call(languageChoice, "admin/language", lang ? { searchParams: { lang } } : {}),
  getIcons: () => call(iconSet, "admin/icons"),
  getCustomers: (q?: string) => call(customerList, "admin/customers", q ? { searchParams: { q } } : {}),
  /** A plain-text body (at most 5000 characters). */
  sendContactMessage: (message: string) =>
    call(contactAccepted, "admin/contact/", {
      method: "post",
      body: message,
      headers: { "content-type": "text/plain; charset=utf-8" },
    }),
});
