import { useLingui } from "@lingui/react";
import type { PublicModule } from "../../src/contract/module.js";
import { chosenVehicle } from "../form-validation.js";
import { formatMoney } from "../format.js";
import { availableOptions } from "../model/options.js";
import { useWidgetStore } from "../store-context.js";
import { useWidgetServices } from "../widget-services.js";

/** Without an owner limit (maxValue 0) a quantity still needs a ceiling for the stepper. */
const UNLIMITED = 99;

/** Extra options with quantity steppers, their icons and unit prices. */
export function OptionsStep({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const values = useWidgetStore((state) => state);
  const options = availableOptions(module, chosenVehicle(module, values)?.id);
  if (options.length === 0) return null;
  const set = (id: number, quantity: number, max: number) =>
    values.edit({ options: { ...values.options, [id]: Math.min(max, Math.max(0, quantity || 0)) } });
  return (
    <fieldset className="cb-section">
      <legend className="cb-section-title">{i18n._("Options")}</legend>
      {options.map((option) => {
        const id = `option-${option.id}`;
        const max = option.maxValue || UNLIMITED;
        const quantity = values.options[option.id] ?? 0;
        const price = formatMoney(language, option.pricePerQuantity, module.currency);
        return (
          <div key={option.id} className="cb-option-row">
            {option.iconSvg ? (
              <span
                className="cb-icon"
                aria-hidden="true"
                // Our own icon set's markup, chosen by key on the server; never owner or customer text.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, server-side icon set.
                dangerouslySetInnerHTML={{ __html: option.iconSvg }}
              />
            ) : null}
            <label className="cb-option-label" htmlFor={id}>
              <span className="cb-card-title">{option.name}</span>
              <span className="cb-card-text">
                {option.maxValue
                  ? i18n._("{price} each, up to {max}", { price, max: option.maxValue })
                  : i18n._("{price} each", { price })}
              </span>
            </label>
            <div className="cb-stepper">
              <button
                type="button"
                className="cb-step"
                aria-label={i18n._("One less: {name}", { name: option.name })}
                // aria-disabled, not disabled: a button that disables itself while focused
                // would otherwise drop the keyboard focus to the page.
                aria-disabled={quantity <= 0 || undefined}
                onClick={() => quantity > 0 && set(option.id, quantity - 1, max)}
              >
                −
              </button>
              <input
                id={id}
                className="cb-input cb-quantity"
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                value={quantity}
                onChange={(event) => set(option.id, Number(event.currentTarget.value), max)}
              />
              <button
                type="button"
                className="cb-step"
                aria-label={i18n._("One more: {name}", { name: option.name })}
                aria-disabled={quantity >= max || undefined}
                onClick={() => quantity < max && set(option.id, quantity + 1, max)}
              >
                +
              </button>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
