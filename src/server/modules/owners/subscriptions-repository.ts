import { type Kysely, sql } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { SubscriptionPlan } from "../../db/tables/core.js";
import { bumpCatalogueVersion, inTransaction } from "../settings/index.js";

const SUBSCRIPTION_COLUMNS = [
  "id",
  "email",
  "name",
  "stripeCustomerId",
  "subscriptionId",
  "subscriptionPlan",
  "subscriptionStatus",
  "subscriptionEndsAt",
  "signupSessionId",
  "signupHandedOut",
] as const;

/**
 * SQL of owner subscriptions (migration 0008). Whether the module takes bookings follows the
 * subscription: each write of its state bumps the owner's module catalogue version with it.
 */
export function createSubscriptionsRepository(
  db: Kysely<Schema>,
  /** Told which modules changed (this server's snapshots): in the caller's transaction, NOTIFY follows its commit. */
  changed: (moduleId: string) => void = () => {},
) {
  const told = (ids: string[]) => {
    for (const id of ids) changed(id);
  };
  const owners = () => db.selectFrom("owners").select(SUBSCRIPTION_COLUMNS);
  return {
    findById: (ownerId: string) => owners().where("id", "=", ownerId).executeTakeFirst(),
    findByEmail: (email: string) =>
      owners().where(sql`lower(email)`, "=", email.toLowerCase()).executeTakeFirst(),
    findBySignupSession: (sessionId: string) =>
      owners().where("signupSessionId", "=", sessionId).executeTakeFirst(),
    findBySubscription: (subscriptionId: string, customerId: string) =>
      owners()
        .where((eb) =>
          eb.or([eb("subscriptionId", "=", subscriptionId), eb("stripeCustomerId", "=", customerId)]),
        )
        .executeTakeFirst(),

    /**
     * Ties a completed Checkout Session to the owner: the billing customer, the plan, and the
     * session that created the account (set once: a later renewal keeps the first).
     */
    async link(
      ownerId: string,
      link: {
        customerId: string | null;
        plan: SubscriptionPlan;
        sessionId: string;
        placeholderName?: string;
      },
    ) {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable("owners")
          .set((eb) => ({
            stripeCustomerId: link.customerId ?? eb.ref("stripeCustomerId"),
            subscriptionPlan: link.plan,
            signupSessionId: eb.fn.coalesce("signupSessionId", eb.val(link.sessionId)),
            ...(link.placeholderName ? { name: link.placeholderName } : {}),
            updatedAt: sql`now()`,
          }))
          .where("id", "=", ownerId)
          .execute();
        return bumpCatalogueVersion(trx, { ownerId });
      }).then(told);
    },

    async saveState(
      executor: Executor,
      ownerId: string,
      state: { subscriptionId: string | null; status: string; endsAt: Date | null },
    ) {
      await inTransaction(executor, async (trx) => {
        await trx
          .updateTable("owners")
          .set({
            subscriptionId: state.subscriptionId,
            subscriptionStatus: state.status,
            subscriptionEndsAt: state.endsAt,
            updatedAt: sql`now()`,
          })
          .where("id", "=", ownerId)
          .execute();
        return bumpCatalogueVersion(trx, { ownerId });
      }).then(told);
    },

    /** The one browser that may sign in from the sign-up session; false for every later one. */
    async claimHandout(ownerId: string): Promise<boolean> {
      const row = await db
        .updateTable("owners")
        .set({ signupHandedOut: true })
        .where("id", "=", ownerId)
        .where("signupHandedOut", "=", false)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
export type OwnerSubscriptionRow = NonNullable<Awaited<ReturnType<SubscriptionsRepository["findById"]>>>;
