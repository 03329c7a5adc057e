import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { catalogueIdParams, deletedItem } from "../../../contract/catalogue.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { type ReorderItem, reorderPayload } from "../../../contract/reorder.js";
import { readerLanguage } from "../../kernel/reader-language.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { ownerOf } from "../auth/index.js";
import type { CatalogueService } from "./catalogue-service.js";

type IdParams = z.infer<typeof catalogueIdParams>;
type RoutedService<Item, List, Create, Update> = Omit<
  CatalogueService<Item, List, Create, Update>,
  "reorder" | "copy"
> &
  Partial<Pick<CatalogueService<Item, List, Create, Update>, "reorder" | "copy">>;
type Operation = "create" | "update" | "remove" | "enable" | "disable" | "reorder";

export interface CatalogueRoutesSpec<
  L extends z.ZodMiniType,
  I extends z.ZodMiniType,
  C extends z.ZodMiniType,
  U extends z.ZodMiniType,
> {
  /** "/packages": the API path under /api/admin. */
  path: string;
  /** "package", in the route summaries. */
  noun: string;
  schemas: { list: L; item: I; create: C; update: U };
  /** Reorder and copy only for the entities that have them. */
  service: RoutedService<z.infer<I>, z.infer<L>, z.infer<C>, z.infer<U>>;
  /** The payload key of POST {path}/reorder; the route exists only with one. */
  reorderKey?: string;
  /** GET {path}/{id}/copy exists (packages and options). */
  copy?: boolean;
  /** Server codes each operation may answer besides VALIDATION_ERROR and NOT_FOUND (docs). */
  codes?: Partial<Record<Operation, string>>;
}

const security = [{ bearerAuth: [] }];

/**
 * The admin routes for one catalogue entity: list, create, update, delete,
 * enable, disable, and reorder / copy where the entity has them. Create, update, enable, disable
 * and copy answer the saved item; reorder answers the list; delete answers `{ id, deleted }`.
 */
export function registerCatalogueRoutes<
  L extends z.ZodMiniType,
  I extends z.ZodMiniType,
  C extends z.ZodMiniType,
  U extends z.ZodMiniType,
>(app: FastifyInstance, spec: CatalogueRoutesSpec<L, I, C, U>): void {
  registerEditRoutes(app, spec);
  registerItemActionRoutes(app, spec);
}

/** What every route of the entity shares: its tags, its codes in the summary, its answers. */
function routeParts<
  L extends z.ZodMiniType,
  I extends z.ZodMiniType,
  C extends z.ZodMiniType,
  U extends z.ZodMiniType,
>(spec: CatalogueRoutesSpec<L, I, C, U>) {
  const tags = ["admin", spec.path.slice(1)];
  const codes = (operation: Operation) =>
    spec.codes?.[operation] ? ` Codes: ${spec.codes[operation]}.` : "";
  const ok = <T>(data: T) => ({ success: true as const, data });
  const itemResponse = { 200: okEnvelope(spec.schemas.item) };
  return { tags, codes, ok, itemResponse };
}

/** List, create, update and delete. */
function registerEditRoutes<
  L extends z.ZodMiniType,
  I extends z.ZodMiniType,
  C extends z.ZodMiniType,
  U extends z.ZodMiniType,
>(app: FastifyInstance, spec: CatalogueRoutesSpec<L, I, C, U>) {
  // The schemas validate requests and serialise answers at run time; the request types are
  // given explicitly because the zod type provider cannot resolve them for generic schemas.
  const { path, noun, schemas, service } = spec;
  const { tags, codes, ok, itemResponse } = routeParts(spec);

  app.get(
    path,
    {
      schema: {
        tags,
        summary: `List the ${noun}s, by position then id`,
        security,
        response: { 200: okEnvelope(schemas.list) },
      },
    },
    async (request) => ok(await service.list(ownerOf(request).moduleId)),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: `Create a ${noun}; answers the saved ${noun}.${codes("create")}`,
        security,
        body: schemas.create,
        response: itemResponse,
      },
    },
    async (request) => ok(await service.create(ownerOf(request).moduleId, request.body as z.infer<C>)),
  );

  app.put<{ Params: IdParams }>(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Update a ${noun}; answers the saved ${noun}.${codes("update")}`,
        security,
        params: catalogueIdParams,
        body: schemas.update,
        response: itemResponse,
      },
    },
    async (request) =>
      ok(await service.update(ownerOf(request).moduleId, request.params.id, request.body as z.infer<U>)),
  );

  app.delete<{ Params: IdParams }>(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${noun}.${codes("remove")}`,
        security,
        params: catalogueIdParams,
        response: { 200: okEnvelope(deletedItem) },
      },
    },
    async (request) => {
      await service.remove(ownerOf(request).moduleId, request.params.id);
      return ok({ id: request.params.id, deleted: true as const });
    },
  );
}

/** Enable and disable, and reorder and copy where the entity has them. */
function registerItemActionRoutes<
  L extends z.ZodMiniType,
  I extends z.ZodMiniType,
  C extends z.ZodMiniType,
  U extends z.ZodMiniType,
>(app: FastifyInstance, spec: CatalogueRoutesSpec<L, I, C, U>) {
  const { path, noun, schemas, service } = spec;
  const { tags, codes, ok, itemResponse } = routeParts(spec);

  for (const active of [true, false]) {
    const action = active ? "enable" : "disable";
    app.get<{ Params: IdParams }>(
      `${path}/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${active ? "Enable" : "Disable"} a ${noun}; answers the ${noun}.${codes(action)}`,
          security,
          params: catalogueIdParams,
          response: itemResponse,
        },
      },
      async (request) => ok(await service.setActive(ownerOf(request).moduleId, request.params.id, active)),
    );
  }

  if (spec.reorderKey && service.reorder) {
    const [key, reorder] = [spec.reorderKey, service.reorder];
    app.post<{ Body: Record<string, ReorderItem[]> }>(
      `${path}/reorder`,
      {
        schema: {
          tags,
          summary: `Reorder the ${noun}s: positions renumbered from 0 in the given order; answers the list.${codes("reorder")}`,
          security,
          body: reorderPayload(key),
          response: { 200: okEnvelope(schemas.list) },
        },
      },
      async (request) => ok(await reorder(ownerOf(request).moduleId, request.body[key] ?? [])),
    );
  }

  if (spec.copy && service.copy) {
    const copy = service.copy;
    app.get<{ Params: IdParams }>(
      `${path}/:id/copy`,
      {
        schema: {
          tags,
          summary: `Copy a ${noun} (same values, its name followed by " (copy)" in the Accept-Language, placed last); answers the copy`,
          security,
          params: catalogueIdParams,
          response: itemResponse,
        },
      },
      async (request) => {
        // The admin sends its interface language: the copy is named in the owner's words.
        const i18n = serverI18n(readerLanguage(request.headers["accept-language"], "en"));
        const suffix = ` ${i18n._("(copy)")}`;
        return ok(await copy(ownerOf(request).moduleId, request.params.id, suffix));
      },
    );
  }
}
