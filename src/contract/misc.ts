import * as z from "zod/mini";
import { language } from "./common.js";

/** GET /admin/language?lang= — without `lang` it only reads the stored choice. */
export const languageQuery = z.object({ lang: z.optional(language) });
export const languageChoice = z.object({ language: language });
export type LanguageChoice = z.infer<typeof languageChoice>;

/** GET /admin/icons: the option icon set, icon key → SVG markup. */
export const iconSet = z.object({ icons: z.record(z.string(), z.string()) });
export type IconSet = z.infer<typeof iconSet>;

/** Contact message limit: enough for a detailed request, bounded for the operator's inbox. */
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessage = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "The message is required"),
    z.maxLength(CONTACT_MESSAGE_MAX, `The message cannot exceed ${CONTACT_MESSAGE_MAX} characters`),
  );

/** POST /admin/contact/: a plain-text body; a JSON `{ message }` is accepted as well. */
export const contactRequest = z.union([contactMessage, z.object({ message: contactMessage })]);
export type ContactRequest = z.input<typeof contactRequest>;

export const contactAccepted = z.object({ queued: z.literal(true) });
