import type { Insertable, Updateable } from "kysely";
import type { ErrorCode } from "../../../contract/errors.js";
import type { ReorderItem } from "../../../contract/reorder.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { bumpCatalogueVersion } from "../settings/index.js";
import {
  copyRow,
  deleteRow,
  findRow,
  insertRow,
  lockCatalogue,
  nameAsCopy,
  nextPosition,
  renumber,
  selectRows,
  updateActive,
  updateRow,
} from "./rows.js";
import type { CatalogueDeps, CatalogueRow, CatalogueTable, ModuleFacts } from "./tables.js";
import { isUnassigned } from "./vehicle-scope.js";

/** An item's own columns: the shared service adds the module and the position. */
export type ItemColumns<T extends CatalogueTable> = Omit<Insertable<Schema[T]>, "moduleId" | "position">;

/** Where a write happens: the module, its currency and unit, and (on create) the new position. */
export interface WriteContext {
  moduleId: string;
  module: ModuleFacts;
  position: number;
}

/**
 * What one catalogue entity adds to the shared behaviour: its mapping between stored rows and
 * API items, its typed insert/update, and its own rules as hooks (all run inside the write
 * transaction, under the table's lock).
 */
export interface CatalogueEntity<T extends CatalogueTable, Item, ListData, CreateInput, UpdateInput> {
  table: T;
  toItem(row: CatalogueRow<T>, module: ModuleFacts): Item;
  listData(items: Item[], module: ModuleFacts): ListData;
  /** The stored columns of a create payload (its own rules may refuse it). */
  createColumns(trx: Executor, context: WriteContext, input: CreateInput): Promise<ItemColumns<T>>;
  /**
   * The stored columns of an update payload, given the stored row (its rules may refuse it).
   * Without it, an update stores what createColumns makes of the payload: entities whose update
   * payload differs from their create payload must give it.
   */
  updateColumns?(
    trx: Executor,
    context: WriteContext,
    row: CatalogueRow<T>,
    input: UpdateInput,
  ): Promise<Updateable<Schema[T]>>;
  /** Code answered when enabling an item that has no vehicle (vehicle-scoped entities). */
  enableWithoutVehicleCode?: ErrorCode;
  /** Columns a copy takes over (entities with a copy route). */
  copyColumns?: readonly string[];
  beforeRemove?(trx: Executor, row: CatalogueRow<T>): Promise<void>;
  /** Runs when an active item is about to be disabled. */
  beforeDisable?(trx: Executor, row: CatalogueRow<T>): Promise<void>;
}

/** The admin operations, the same for every catalogue entity. */
export interface CatalogueService<Item, ListData, CreateInput, UpdateInput> {
  list(moduleId: string): Promise<ListData>;
  create(moduleId: string, input: CreateInput): Promise<Item>;
  update(moduleId: string, id: number, input: UpdateInput): Promise<Item>;
  remove(moduleId: string, id: number): Promise<void>;
  setActive(moduleId: string, id: number, active: boolean): Promise<Item>;
  reorder(moduleId: string, items: readonly ReorderItem[]): Promise<ListData>;
  /** `nameSuffix`: appended to the copy's name, " (copy)" in the owner's language. */
  copy(moduleId: string, id: number, nameSuffix: string): Promise<Item>;
}

export function createCatalogueService<T extends CatalogueTable, Item, ListData, CreateInput, UpdateInput>(
  { db, moduleFacts, changed }: CatalogueDeps,
  entity: CatalogueEntity<T, Item, ListData, CreateInput, UpdateInput>,
): CatalogueService<Item, ListData, CreateInput, UpdateInput> {
  const { table } = entity;

  /**
   * One transaction per write, holding the table's lock for this module; every write bumps the
   * module's catalogue version in it (the snapshots the public routes price from), and this
   * server's snapshot is dropped once it commits.
   */
  async function write<R>(moduleId: string, fn: (trx: Executor, module: ModuleFacts) => Promise<R>) {
    const module = await moduleFacts(moduleId);
    const result = await db.transaction().execute(async (trx) => {
      await lockCatalogue(trx, table, moduleId);
      const written = await fn(trx, module);
      await bumpCatalogueVersion(trx, { moduleId });
      return written;
    });
    changed?.(moduleId);
    return result;
  }

  const itemOf = async (trx: Executor, moduleId: string, id: number, module: ModuleFacts) =>
    entity.toItem(await findRow(trx, table, moduleId, id), module);

  const listOf = async (executor: Executor, moduleId: string, module: ModuleFacts) =>
    entity.listData(
      (await selectRows(executor, table, moduleId)).map((row) => entity.toItem(row, module)),
      module,
    );

  return {
    async list(moduleId) {
      return listOf(db, moduleId, await moduleFacts(moduleId));
    },

    create: (moduleId, input) =>
      write(moduleId, async (trx, module) => {
        const position = await nextPosition(trx, table, moduleId);
        const context = { moduleId, module, position };
        const columns = await entity.createColumns(trx, context, input);
        // The spread is the table's full insertable row; TypeScript cannot see it through T.
        const values = { ...columns, moduleId, position } as unknown as Insertable<Schema[T]>;
        const id = await insertRow(trx, table, values);
        return itemOf(trx, moduleId, id, module);
      }),

    update: (moduleId, id, input) =>
      write(moduleId, async (trx, module) => {
        const row = await findRow(trx, table, moduleId, id, true);
        const context = { moduleId, module, position: row.position };
        const columns = entity.updateColumns
          ? await entity.updateColumns(trx, context, row, input)
          : await entity.createColumns(trx, context, input as unknown as CreateInput);
        await updateRow(trx, table, moduleId, id, columns as Updateable<Schema[T]>);
        return itemOf(trx, moduleId, id, module);
      }),

    remove: (moduleId, id) =>
      write(moduleId, async (trx) => {
        const row = await findRow(trx, table, moduleId, id, true);
        await entity.beforeRemove?.(trx, row);
        await deleteRow(trx, table, moduleId, id);
      }),

    setActive: (moduleId, id, active) =>
      write(moduleId, async (trx, module) => {
        const row = await findRow(trx, table, moduleId, id, true);
        if (active && entity.enableWithoutVehicleCode && isUnassigned(row)) {
          throw new AppError(entity.enableWithoutVehicleCode, "Assign a vehicle before enabling this item");
        }
        if (!active && row.active) await entity.beforeDisable?.(trx, row);
        await updateActive(trx, table, moduleId, id, active);
        return itemOf(trx, moduleId, id, module);
      }),

    reorder: (moduleId, items) =>
      write(moduleId, async (trx, module) => {
        await renumber(trx, table, moduleId, items);
        return listOf(trx, moduleId, module);
      }),

    copy: (moduleId, id, nameSuffix) =>
      write(moduleId, async (trx, module) => {
        if (!entity.copyColumns) throw new Error(`${table} cannot be copied`);
        await findRow(trx, table, moduleId, id);
        const position = await nextPosition(trx, table, moduleId);
        const copyId = await copyRow(trx, table, moduleId, id, entity.copyColumns, position);
        await nameAsCopy(trx, table, copyId, nameSuffix);
        return itemOf(trx, moduleId, copyId, module);
      }),
  };
}
