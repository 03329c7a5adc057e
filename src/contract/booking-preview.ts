import * as z from "zod/mini";

/**
 * The owner's preview of their booking page (POST /admin/preview-link): the page's address with
 * a short-lived token naming the owner's module (docs/decisions/0062-booking-page-preview.md).
 */
export const previewLink = z.object({ url: z.string() });
export type PreviewLink = z.infer<typeof previewLink>;

/** GET /booking-preview?token=…: a signed token is a few hundred characters; more is not one. */
export const previewQuery = z.object({ token: z.string().check(z.minLength(1), z.maxLength(2048)) });
