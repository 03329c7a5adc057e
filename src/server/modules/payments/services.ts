import type { Kysely } from "kysely";
import type { AppConfig } from "../../config.js";
import type { Schema } from "../../db/schema.js";
import { createPaymentsProvider } from "../../providers/payments/index.js";
import { createOneTimeTokens } from "../auth/one-time-tokens.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";
import { createSubscriptionsRepository } from "../subscriptions/repository.js";
import { createSubscriptionService } from "../subscriptions/service.js";
import { createCardAccountService } from "./card-account-service.js";
import { createPaymentsRepository } from "./repository.js";

/**
 * The Stripe side of the app, wired once: the provider (null in self-hosted mode), the owner's
 * card account and subscriptions. The online payment of bookings is wired with the booking
 * services, which own the vehicle holds it releases.
 */
export function createPaymentServices(
  config: AppConfig,
  db: Kysely<Schema>,
  deps: { ownerEmail(ownerId: string): Promise<string | undefined> },
) {
  const provider = createPaymentsProvider(config);
  const repository = createPaymentsRepository(db);
  const cardAccount = createCardAccountService({
    db,
    repository,
    provider,
    publicUrl: config.publicUrl,
    ownerEmail: deps.ownerEmail,
  });
  const subscriptions = createSubscriptionService({
    db,
    repository: createSubscriptionsRepository(db),
    provider,
    config: config.payments,
    publicUrl: config.publicUrl,
    owners: createOwnersService(createOwnersRepository(db)),
    tokens: createOneTimeTokens(db),
    recordEvent: repository.recordEvent,
  });
  return { provider, repository, cardAccount, subscriptions };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
