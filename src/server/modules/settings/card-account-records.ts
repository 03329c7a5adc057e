import type { Kysely } from "kysely";
import type { CardAccountStatus } from "../../../contract/card-account.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { bumpCatalogueVersion, inTransaction } from "./catalogue-version.js";

export interface AccountState {
  status: CardAccountStatus;
  /** Charges enabled and the card_payments capability active. */
  cardPayments: boolean;
}

/**
 * The module's connected card-payment account (migration 0008), as the payments module needs it.
 * Whether a module takes card payments is on its booking page: each write bumps its catalogue version.
 */
export function createModuleCardAccounts(
  db: Kysely<Schema>,
  /** Told which modules changed (this server's snapshots): in the caller's transaction, NOTIFY follows its commit. */
  changed: (moduleId: string) => void = () => {},
) {
  const told = (ids: string[]) => {
    for (const id of ids) changed(id);
  };
  return {
    findModuleAccount(moduleId: string) {
      return db
        .selectFrom("modules")
        .select(["id", "ownerId", "stripeAccountId", "stripeAccountStatus", "stripeCardPayments"])
        .where("id", "=", moduleId)
        .executeTakeFirst();
    },

    /**
     * Links a new account unless another request linked one first (two clicks at once): answers
     * the account the module ends up with, so both requests continue with the same one.
     */
    async attachAccount(moduleId: string, accountId: string): Promise<string> {
      await inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable("modules")
          .set({ stripeAccountId: accountId, stripeAccountStatus: "pending", stripeCardPayments: false })
          .where("id", "=", moduleId)
          .where("stripeAccountId", "is", null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? bumpCatalogueVersion(trx, { moduleId }) : [];
      }).then(told);
      const row = await db
        .selectFrom("modules")
        .select("stripeAccountId")
        .where("id", "=", moduleId)
        .executeTakeFirstOrThrow();
      return row.stripeAccountId ?? accountId;
    },

    /**
     * Stores an account's state as of `at`; a state older than the one stored (an event that
     * arrives late) changes nothing. Answers whether a module took it.
     */
    async saveAccountState(executor: Executor, accountId: string, state: AccountState, at: Date) {
      const saved = await inTransaction(executor, async (trx) => {
        const result = await trx
          .updateTable("modules")
          .set({
            stripeAccountStatus: state.status,
            stripeCardPayments: state.cardPayments,
            stripeAccountEventAt: at,
          })
          .where("stripeAccountId", "=", accountId)
          .where((eb) =>
            eb.or([eb("stripeAccountEventAt", "is", null), eb("stripeAccountEventAt", "<=", at)]),
          )
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? bumpCatalogueVersion(trx, { accountId }) : [];
      });
      told(saved);
      return saved.length > 0;
    },

    /** Forgets the module's account (disconnect, or the owner revoked our access in Stripe). */
    async detachAccount(executor: Executor, where: { moduleId: string } | { accountId: string }) {
      const ids = await inTransaction(executor, async (trx) => {
        // Bumped first: once detached, the account id no longer finds the module.
        const bumped = await bumpCatalogueVersion(trx, where);
        await detach(trx, where);
        return bumped;
      });
      told(ids);
    },
  };
}

/** Clears the account columns of the module, found by its id or its account. */
async function detach(executor: Executor, where: { moduleId: string } | { accountId: string }) {
  let query = executor.updateTable("modules").set({
    stripeAccountId: null,
    stripeAccountStatus: "inactive",
    stripeCardPayments: false,
    stripeAccountEventAt: null,
  });
  query =
    "moduleId" in where
      ? query.where("id", "=", where.moduleId)
      : query.where("stripeAccountId", "=", where.accountId);
  await query.execute();
}

export type ModuleCardAccounts = ReturnType<typeof createModuleCardAccounts>;
