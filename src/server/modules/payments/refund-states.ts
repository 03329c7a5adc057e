import type { Kysely } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";
import type { PaymentsProvider, RefundState } from "../../providers/payments/types.js";
import type { BookingsChanged } from "../bookings/index.js";
import type { SettingsService } from "../settings/index.js";
import type { PaymentsRepository } from "./repository.js";

/** What a refund event did (tests and logs read it). */
export type AppliedRefund = "done" | "failed" | "requested" | "unchanged" | "duplicate" | "ignored";

export type Owner = { email: string; language: Language; phone: string } | undefined;

/** What refunds need of the online payments' dependencies. */
export interface RefundsDeps {
  db: Kysely<Schema>;
  repository: PaymentsRepository;
  provider: PaymentsProvider | null;
  settings: Pick<SettingsService, "getModule">;
  ownerContact(ownerId: string): Promise<Owner>;
  /** Told when a refund is confirmed done (the webhooks' payment.refunded). */
  bookingsChanged?: BookingsChanged;
}

/** A refund's final state in our terms; null while Stripe still works on it. */
export function settledAs(status: RefundState["status"]): "DONE" | "FAILED" | null {
  if (status === "succeeded") return "DONE";
  return status === "failed" || status === "canceled" ? "FAILED" : null;
}
