import type * as z from "zod/mini";
import { deletedItem } from "../../contract/catalogue.js";
import type { ReorderItem } from "../../contract/reorder.js";
import type { ApiTransport } from "../http.js";

/**
 * The calls every catalogue entity has: list, create, update, delete, enable,
 * disable. Create, update, enable and disable answer the saved item, parsed with its schema.
 */
export function catalogueCalls<
  Item extends z.ZodMiniType,
  List extends z.ZodMiniType,
  Create,
  Update = Create,
>({ call }: ApiTransport, path: string, schemas: { item: Item; list: List }) {
  return {
    list: () => call(schemas.list, path),
    create: (payload: Create) => call(schemas.item, path, { method: "post", json: payload }),
    update: (id: number, payload: Update) =>
      call(schemas.item, `${path}/${id}`, { method: "put", json: payload }),
    remove: (id: number) => call(deletedItem, `${path}/${id}`, { method: "delete" }),
    enable: (id: number) => call(schemas.item, `${path}/${id}/enable`),
    disable: (id: number) => call(schemas.item, `${path}/${id}/disable`),
  };
}

/** POST {path}/reorder with `{ [key]: [{ id, position }] }`; answers the renumbered list. */
export function reorderCall<List extends z.ZodMiniType>(
  { call }: ApiTransport,
  path: string,
  key: string,
  list: List,
) {
  return (items: ReorderItem[]) => call(list, `${path}/reorder`, { method: "post", json: { [key]: items } });
}

/** GET {path}/{id}/copy; answers the copy. */
export function copyCall<Item extends z.ZodMiniType>({ call }: ApiTransport, path: string, item: Item) {
  return (id: number) => call(item, `${path}/${id}/copy`);
}
