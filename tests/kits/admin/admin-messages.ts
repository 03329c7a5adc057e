// Every admin catalog of each language, merged: a component test renders one component alone,
// without the lazy page that would load its feature's catalog (the router's own tests check that
// loading: admin/app/route-catalogs.test.tsx).
import type { Messages } from "@lingui/core";
import { CORE_CATALOG, FEATURE_CATALOGS } from "../../../admin/lib/admin-catalogs.js";
import { ADMIN_LANGUAGES, type AdminLanguage } from "../../../admin/lib/language-choice.js";

async function allMessages(language: AdminLanguage): Promise<Messages> {
  const modules = await Promise.all([
    CORE_CATALOG[language](),
    ...Object.values(FEATURE_CATALOGS).map((catalog) => catalog[language]()),
  ]);
  return Object.assign({}, ...modules.map((module) => module.messages));
}

export const adminMessages = Object.fromEntries(
  await Promise.all(
    ADMIN_LANGUAGES.map(async (language) => [language, await allMessages(language)] as const),
  ),
) as Record<AdminLanguage, Messages>;
