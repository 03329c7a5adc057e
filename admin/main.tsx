import { activateLanguage, initialLanguage } from "./lib/i18n.js";
import { storedLanguage, writeLanguageCookie } from "./lib/language-choice.js";

// A choice stored before the language cookie existed: the server learns it for the sign-in page
// (docs/decisions/0064-sign-in-without-react.md).
const stored = storedLanguage();
if (stored) writeLanguageCookie(stored);

// The entry only picks the language. The app (modulepreloaded by index.html with React and the
// router) and that language's catalog are fetched in parallel, so loading one catalog instead of
// all three costs no extra round trip.
void Promise.all([import("./app/start.js"), activateLanguage(initialLanguage())]).then(([{ startAdmin }]) =>
  startAdmin(),
);
