import type { I18n } from "@lingui/core";
import type { CancellationPolicy } from "../../../../contract/cancellation-policy.js";
import type { Language } from "../../../../contract/common.js";
import { formatMoney, formatPercent } from "../../../kernel/format.js";
import { formatMailDateTime } from "../layout/booking-view.js";

/**
 * The owner's cancellation policy in the customer's words, for one booking: until when it is free,
 * and what happens after (decision 0110). The confirmation e-mails and the manage page say it.
 */
export function cancellationPolicyText(
  policy: CancellationPolicy,
  booking: { pickUpTime: Date; currency: string; timeZone: string; language: Language; companyName: string },
  i18n: I18n,
): string {
  const freeUntil = new Date(booking.pickUpTime.getTime() - policy.freeHours * 3_600_000);
  const free = i18n._("Free cancellation until {date}.", {
    date: formatMailDateTime(freeUntil, booking.timeZone, booking.language),
  });
  const after =
    policy.late === "REFUSED"
      ? i18n._("After that, the booking can no longer be canceled online: contact {company}.", {
          company: booking.companyName,
        })
      : i18n._("After that, cancelling costs a fee of {fee}.", {
          fee:
            policy.late === "PERCENTAGE"
              ? i18n._("{percent} of the price", {
                  percent: formatPercent(policy.fee * 100, booking.language),
                })
              : formatMoney(policy.fee, booking.currency, booking.language),
        });
  return `${free} ${after}`;
}
