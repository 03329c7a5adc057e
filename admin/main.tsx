import { activateLanguage, initialLanguage } from "./lib/i18n.js";

// The entry only picks the language. The app (modulepreloaded by index.html with React and the
// router) and that language's catalog are fetched in parallel, so loading one catalog instead of
// all three costs no extra round trip.
void Promise.all([import("./app/start.js"), activateLanguage(initialLanguage())]).then(([{ startAdmin }]) =>
  startAdmin(),
);
