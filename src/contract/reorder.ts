import * as z from "zod/mini";
import { entityId } from "./common.js";

/** Far more than any owner's catalogue; bounds the work of one reorder. */
export const REORDER_MAX_ITEMS = 1000;

export const reorderItem = z.object({
  id: entityId,
  position: z.int().check(z.gte(0), z.lte(1_000_000)),
});
export type ReorderItem = z.infer<typeof reorderItem>;

/** Each id once; the server renumbers 0, 1, 2… in the order of the given positions. */
export const reorderItems = z.array(reorderItem).check(
  z.minLength(1),
  z.maxLength(REORDER_MAX_ITEMS),
  z.refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: "Each item may appear only once",
  }),
);

/**
 * POST /admin/{vehicles,packages,options,fields}/reorder: `{ <key>: [{ id, position }] }`
 * Items the payload leaves out keep their relative order after the listed ones.
 */
export function reorderPayload<K extends string>(key: K) {
  return z.object({ [key]: reorderItems } as Record<K, typeof reorderItems>);
}
