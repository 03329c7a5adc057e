import { useLingui } from "@lingui/react";
import type { PublicModule } from "../../src/contract/module.js";
import { fromMinorUnits, toMinorUnits } from "../../src/pricing/money.js";
import { gratuityAmount, onlinePaymentPlan } from "../../src/pricing/payment-plan.js";
import { formatMoney } from "../format.js";
import { type GratuityDraft, gratuityChoice } from "../model/gratuity-draft.js";
import { useWidgetStore } from "../store-context.js";
import { Field } from "../ui/field.js";
import { useWidgetServices } from "../widget-services.js";

/**
 * Online payment's details (docs/decisions/0093, 0094): the tip the owner lets the customer add,
 * and what the card is charged now and what the driver collects, read from the price engine's
 * rules on the live estimate (checkout computes the same again).
 */
export function OnlinePayment({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const estimate = useWidgetStore((state) => state.quote.estimate);
  const draft = useWidgetStore((state) => state.gratuity);
  const edit = useWidgetStore((state) => state.edit);
  const offer = module.payments.gratuity ?? null;
  const percentage = module.payments.depositPercentage ?? null;
  if (!offer && percentage === null) return null;

  const currency = module.currency;
  const minor = (amount: number) => toMinorUnits(amount, currency);
  const money = (amount: number) => formatMoney(language, fromMinorUnits(amount, currency), currency);
  const choice = gratuityChoice(draft);
  const engineChoice = choice && "amount" in choice ? { amount: minor(choice.amount) } : choice;
  const base = estimate ? minor(estimate.undiscountedPrice) : 0;
  const negative = engineChoice !== undefined && "amount" in engineChoice && engineChoice.amount < 0;
  const tip = negative
    ? { ok: true as const, amount: 0 }
    : gratuityAmount(base, engineChoice, offer ?? undefined);
  const amountError = negative
    ? i18n._("Enter an amount of 0 or more.")
    : !tip.ok && tip.code === "GRATUITY_TOO_HIGH"
      ? i18n._("The tip may not be more than the price of the ride.")
      : undefined;
  const plan =
    estimate &&
    onlinePaymentPlan(
      minor(estimate.price),
      tip.ok ? tip.amount : 0,
      currency,
      percentage === null ? undefined : { percentage },
    );
  const choices: [string, string][] = [
    ["0", i18n._("No tip")],
    ...(offer?.percentages ?? []).map((value): [string, string] => [String(value), `${value} %`]),
    ...(offer?.customAmount ? [["custom", i18n._("Other amount")] as [string, string]] : []),
  ];
  const set = (patch: Partial<GratuityDraft>) => edit({ gratuity: { ...draft, ...patch } });

  return (
    <div className="cb-online-payment">
      {offer ? (
        <fieldset className="cb-subsection">
          <legend className="cb-label">{i18n._("Tip for the driver")}</legend>
          <div className="cb-segments">
            {choices.map(([value, label]) => (
              <label key={value} className="cb-segment cb-segment-small">
                <input
                  type="radio"
                  name="gratuity"
                  value={value}
                  checked={draft.choice === value}
                  onChange={() => set({ choice: value })}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
          {draft.choice === "custom" ? (
            <Field
              id="gratuityAmount"
              label={i18n._("Tip amount ({currency})", { currency })}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={draft.amount}
              error={amountError}
              onChange={(event) => set({ amount: event.currentTarget.value })}
            />
          ) : null}
        </fieldset>
      ) : null}
      {plan ? (
        <p className="cb-payment-split" aria-live="polite">
          {i18n._("Paid online now: {online}", { online: money(plan.online) })}
          {plan.dueToDriver > 0 ? (
            <>
              <br />
              {i18n._("To pay the driver: {rest}", { rest: money(plan.dueToDriver) })}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
