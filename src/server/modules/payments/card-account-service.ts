import type { Kysely } from "kysely";
import type { CardAccountInfo } from "../../../contract/card-account.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { paymentProviderAppError as providerUnavailable } from "../../providers/payments/app-error.js";
import type { ConnectedAccount, PaymentEvent, PaymentsProvider } from "../../providers/payments/types.js";
import type { AccountState, PaymentsRepository } from "./repository.js";

/** The self-hosted mode's answer to every card-account call (the admin shows the message). */
export const cardPaymentsNotConfigured = () =>
  new AppError(
    "CARD_PAYMENTS_NOT_CONFIGURED",
    "Card payments are not configured on this server (self-hosted mode): customers pay the driver. " +
      "The server's administrator enables them by setting STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.",
  );

/** A module row's card fields, as every reader of the card state needs them. */
export interface ModuleCardFields {
  stripeAccountId: string | null;
  stripeCardPayments: boolean;
}

export function accountState(account: ConnectedAccount): AccountState {
  const active = account.chargesEnabled && account.detailsSubmitted;
  return {
    status: active ? "active" : "pending",
    cardPayments: account.chargesEnabled && account.cardPayments,
  };
}

/**
 * The owner's connected card-payment account (the admin's Payments card and the stripe-*
 * calls). A Standard account: the owner onboards through Stripe's hosted pages
 * (Account Links) and manages it in their own Stripe dashboard; our charges are direct charges
 * on it. account.updated events keep the stored state current between two visits.
 */
export function createCardAccountService(deps: {
  db: Kysely<Schema>;
  repository: PaymentsRepository;
  provider: PaymentsProvider | null;
  publicUrl: string;
  ownerEmail(ownerId: string): Promise<string | undefined>;
}) {
  const { repository } = deps;

  function configured(): PaymentsProvider {
    if (!deps.provider) throw cardPaymentsNotConfigured();
    return deps.provider;
  }

  async function moduleAccount(moduleId: string) {
    const row = await repository.findModuleAccount(moduleId);
    if (!row) throw new AppError("NOT_FOUND", "Unknown module");
    return row;
  }

  async function refresh(provider: PaymentsProvider, accountId: string): Promise<AccountState> {
    const account = await provider.retrieveConnectedAccount(accountId).catch((error: unknown) => {
      throw providerUnavailable(error);
    });
    const state = accountState(account);
    // Events carry whole seconds: an event of this same second may still update the state.
    await repository.saveAccountState(
      deps.db,
      accountId,
      state,
      new Date(Math.floor(Date.now() / 1000) * 1000),
    );
    return state;
  }

  /** Whether a module can take card payments now (from its stored state, no network). */
  const ready = (module: ModuleCardFields) =>
    deps.provider !== null && module.stripeAccountId !== null && module.stripeCardPayments;

  return {
    ready,

    async cardPaymentsAvailable(moduleId: string): Promise<boolean> {
      const row = await repository.findModuleAccount(moduleId);
      return row ? ready(row) : false;
    },

    /** GET /admin/stripe-infos: asks Stripe for the account's current state and keeps it. */
    async info(moduleId: string): Promise<CardAccountInfo> {
      const provider = configured();
      const row = await moduleAccount(moduleId);
      if (!row.stripeAccountId) return { status: "inactive", cardPayments: false };
      return refresh(provider, row.stripeAccountId);
    },

    /**
     * GET /admin/stripe-url: the first call creates the account; until it is active the answer
     * is a fresh onboarding link (they are single-use), then the owner's dashboard.
     */
    async link(session: { moduleId: string; ownerId: string }): Promise<string> {
      const provider = configured();
      const row = await moduleAccount(session.moduleId);
      try {
        let accountId = row.stripeAccountId;
        if (!accountId) {
          const email = await deps.ownerEmail(session.ownerId);
          const created = await provider.createConnectedAccount({
            email: email ?? "",
            metadata: { moduleId: session.moduleId },
          });
          accountId = await repository.attachAccount(session.moduleId, created.id);
        }
        const state = await refresh(provider, accountId);
        if (state.status === "active") return provider.dashboardUrl(accountId);
        const settingsPage = `${deps.publicUrl}/admin/settings`;
        return await provider.createOnboardingLink(accountId, {
          refreshUrl: settingsPage,
          returnUrl: settingsPage,
        });
      } catch (error) {
        throw providerUnavailable(error);
      }
    },

    /**
     * GET /admin/stripe-disconnect: the module forgets the account (the owner's Stripe account
     * itself stays theirs); online payment stops being offered at once.
     */
    async disconnect(moduleId: string): Promise<CardAccountInfo> {
      configured();
      await moduleAccount(moduleId);
      await repository.detachAccount(deps.db, { moduleId });
      return { status: "inactive", cardPayments: false };
    },

    /** account.updated and account.application.deauthorized, once each. */
    async applyAccountEvent(event: PaymentEvent): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        if (!(await repository.recordEvent(trx, event.id, event.type))) return;
        if (event.kind === "account-updated") {
          await repository.saveAccountState(
            trx,
            event.connected.id,
            accountState(event.connected),
            event.created,
          );
        } else if (event.kind === "account-deauthorized" && event.account) {
          await repository.detachAccount(trx, { accountId: event.account });
        }
      });
    },
  };
}

export type CardAccountService = ReturnType<typeof createCardAccountService>;
