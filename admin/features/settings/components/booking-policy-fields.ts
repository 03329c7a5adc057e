import type { I18n } from "@lingui/core";
import {
  type BookingPolicy,
  CANCELLATION_FEE_MAX,
  CANCELLATION_FREE_HOURS_MAX,
} from "../../../../src/contract/booking-policy.js";

/** The panel's typed fields, the ones an error can name. */
export type PolicyField = "cancellationFreeHours" | "cancellationFee";
export type PolicyErrors = Partial<Record<PolicyField, string>>;

/** What the owner typed, as text until saved. */
export interface PolicyDraft {
  autoConfirm: boolean;
  autoAcceptChanges: boolean;
  chargeChangesOnline: boolean;
  hoursText: string;
  late: BookingPolicy["cancellationLate"];
  feeText: string;
}

export const draftOf = (policy: BookingPolicy): PolicyDraft => ({
  autoConfirm: policy.autoConfirm,
  autoAcceptChanges: policy.autoAcceptChanges,
  chargeChangesOnline: policy.chargeChangesOnline,
  hoursText: String(policy.cancellationFreeHours),
  late: policy.cancellationLate,
  feeText: policy.cancellationLate === "REFUSED" ? "" : String(policy.cancellationFee),
});

/** A number typed with a point or a comma; undefined for anything else. */
function numberOf(typed: string): number | undefined {
  const text = typed.trim().replace(",", ".");
  if (text === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The policy to send, or the fields that cannot be sent as typed (with the codes the server
 * would give: the same words then show for both). The fee is ignored when cancelling late is refused.
 */
export function policyOf(draft: PolicyDraft): { policy: BookingPolicy } | { errors: PolicyErrors } {
  const errors: PolicyErrors = {};
  const hours = numberOf(draft.hoursText);
  if (hours === undefined || !Number.isInteger(hours) || hours < 0 || hours > CANCELLATION_FREE_HOURS_MAX) {
    errors.cancellationFreeHours = "invalid";
  }
  const fee = draft.late === "REFUSED" ? 0 : numberOf(draft.feeText);
  const percentage = draft.late === "PERCENTAGE";
  if (
    fee === undefined ||
    fee < 0 ||
    fee > (percentage ? 100 : CANCELLATION_FEE_MAX) ||
    (percentage && !Number.isInteger(fee))
  ) {
    errors.cancellationFee = "invalid";
  }
  if (hours === undefined || fee === undefined || Object.keys(errors).length > 0) return { errors };
  return {
    policy: {
      autoConfirm: draft.autoConfirm,
      autoAcceptChanges: draft.autoAcceptChanges,
      chargeChangesOnline: draft.chargeChangesOnline,
      cancellationFreeHours: hours,
      cancellationLate: draft.late,
      cancellationFee: fee,
    },
  };
}

/** The words for a field the panel or the server refused (whatever the server's code). */
export function policyErrorText(
  i18n: I18n,
  field: PolicyField,
  code: string | undefined,
  late: BookingPolicy["cancellationLate"],
): string | undefined {
  if (code === undefined) return undefined;
  if (field === "cancellationFreeHours") {
    return i18n._("Enter whole hours from {min} to {max}.", { min: 0, max: CANCELLATION_FREE_HOURS_MAX });
  }
  return late === "PERCENTAGE"
    ? i18n._("Enter a whole percentage from 0 to 100.")
    : i18n._("Enter an amount from 0 to {max}.", { max: i18n.number(CANCELLATION_FEE_MAX) });
}
