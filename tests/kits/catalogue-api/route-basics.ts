import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { type CatalogueTestContext, call, expectError, expectOk, UNKNOWN_ID } from "./test-kit.js";

/**
 * The checks every catalogue entity shares (docs/decisions/0004-tenant-isolation.md): 401 without a
 * token on every route, 404 alike for an unknown id and another owner's id (which stays
 * untouched), the list's shape and order. Called from each entity's test file.
 */
export interface RouteBasicsSpec {
  /** "/api/admin/packages" */
  path: string;
  /** The list's key in data ("packages"). */
  listKey: string;
  listSchema: z.ZodMiniType;
  /** A valid create payload in any module (vehicleId -1 where it applies). */
  payload: Record<string, unknown>;
  reorderKey?: string;
  copy?: boolean;
}

export function describeRouteBasics(context: () => CatalogueTestContext, spec: RouteBasicsSpec): void {
  const { path } = spec;
  const idRoutes = (id: number | string) => [
    { method: "PUT" as const, url: `${path}/${id}`, payload: spec.payload },
    { method: "DELETE" as const, url: `${path}/${id}` },
    { method: "GET" as const, url: `${path}/${id}/enable` },
    { method: "GET" as const, url: `${path}/${id}/disable` },
    ...(spec.copy ? [{ method: "GET" as const, url: `${path}/${id}/copy` }] : []),
    ...(spec.reorderKey
      ? [
          {
            method: "POST" as const,
            url: `${path}/reorder`,
            payload: { [spec.reorderKey]: [{ id, position: 0 }] },
          },
        ]
      : []),
  ];

  describe(`${path}: shared rules`, () => {
    it("answers 401 without a token, or with a bad one, on every route", async () => {
      const { t } = context();
      const routes = [
        { method: "GET" as const, url: path },
        { method: "POST" as const, url: path, payload: spec.payload },
        ...idRoutes(1),
      ];
      for (const route of routes) {
        expectError(await call(t, route.method, route.url, undefined, route.payload), 401, "UNAUTHORIZED");
        const forged = { authorization: "Bearer not-a-token" };
        const answer = await call(t, route.method, route.url, forged, route.payload);
        expect(answer.status, `${route.method} ${route.url}`).toBe(401);
      }
    });

    it("answers 404 NOT_FOUND for an unknown id and for another owner's id, changing nothing", async () => {
      const { t, demo, other } = context();
      const foreign = expectOk(await call(t, "POST", path, other, spec.payload));
      const before = expectOk(await call(t, "GET", path, other));
      for (const id of [UNKNOWN_ID, foreign.id]) {
        for (const route of idRoutes(id)) {
          const answer = await call(t, route.method, route.url, demo, route.payload);
          expectError(answer, 404, "NOT_FOUND");
        }
      }
      expect(expectOk(await call(t, "GET", path, other))).toEqual(before);
      expect(
        expectOk(await call(t, "GET", path, demo))[spec.listKey].map((item: { id: number }) => item.id),
      ).not.toContain(foreign.id);
    });

    it("refuses a path id that is not a positive integer", async () => {
      const { t, demo } = context();
      for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
        expectError(await call(t, "DELETE", `${path}/${id}`, demo), 400, "VALIDATION_ERROR");
      }
    });

    it("lists the module's items in the contract's shape, by position then id", async () => {
      const { t, demo } = context();
      expectOk(await call(t, "POST", path, demo, spec.payload));
      const data = expectOk(await call(t, "GET", path, demo));
      expect(spec.listSchema.safeParse(data).success).toBe(true);
      const items: { id: number; position?: number }[] = data[spec.listKey];
      const sorted = [...items].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);
      expect(items.map((item) => item.id)).toEqual(sorted.map((item) => item.id));
    });
  });
}
