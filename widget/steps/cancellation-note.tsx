import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { PublicModule } from "../../src/contract/module.js";
import { formatMoney, formatPercent } from "../format.js";
import type { WidgetLanguage } from "../i18n.js";
import { useWidgetServices } from "../widget-services.js";

type Policy = NonNullable<PublicModule["cancellationPolicy"]>;

/**
 * The owner's cancellation policy in one sentence (docs/decisions/0110): free until N hours
 * before the pickup, then a fee or no cancellation online. Without a free window, or with a fee
 * of nothing, cancelling is free until the pickup time (the server refuses it after).
 */
export function cancellationSentence(
  i18n: I18n,
  language: WidgetLanguage,
  policy: Policy,
  currency: string,
): string {
  const hours = policy.freeHours;
  if (hours === 0 || (policy.late !== "REFUSED" && policy.fee === 0)) {
    return i18n._("Free cancellation until the pickup time.");
  }
  if (policy.late === "REFUSED") {
    return i18n._(
      "Free cancellation until {hours, plural, one {# hour} other {# hours}} before the pickup; after that, the booking can no longer be canceled online.",
      { hours },
    );
  }
  const fee =
    policy.late === "PERCENTAGE"
      ? formatPercent(language, policy.fee)
      : formatMoney(language, policy.fee, currency);
  return i18n._(
    "Free cancellation until {hours, plural, one {# hour} other {# hours}} before the pickup; after that, a fee of {fee}.",
    { hours, fee },
  );
}

/** The policy, stated in the payment step before the Book button; nothing when the module gives none. */
export function CancellationNote({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const policy = module.cancellationPolicy;
  if (!policy) return null;
  return <p className="cb-hint">{cancellationSentence(i18n, language, policy, module.currency)}</p>;
}
