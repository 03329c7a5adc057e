import { useLingui } from "@lingui/react";
import { useContext, useEffect, useRef } from "react";
import type { PublicModule } from "../../src/contract/module.js";
import type { EstimateResponse } from "../../src/contract/public-booking.js";
import { chosenVehicle } from "../form-validation.js";
import { formatMoney } from "../format.js";
import { NO_DISCOUNT, type WidgetState } from "../store.js";
import { useWidgetStore, WidgetStoreContext } from "../store-context.js";
import { fieldClass } from "../ui/field.js";
import { useWidgetServices } from "../widget-services.js";

/** Codes are at most 32 characters; whitespace is stripped while typing. */
const CODE_MAX = 32;

type EstimateDiscount = NonNullable<EstimateResponse["discount"]>;

/**
 * "invalid" when the last estimate did not take the applied code off (the server never says
 * why: its vehicle, dates or uses alike), or undefined while it still applies.
 */
export function discountProblem(
  state: Pick<WidgetState, "discount" | "quote">,
): EstimateDiscount["status"] | undefined {
  const reported = state.quote.estimate?.discount;
  if (!state.discount.applied || reported?.code !== state.discount.applied) return undefined;
  return reported.status === "valid" ? undefined : reported.status;
}

/**
 * The discount code and its three states: not applied; valid (the code is locked,
 * shown in green, and the summary strikes the original price through); invalid (red feedback).
 */
export function DiscountField({ label, module }: { label: string; module: PublicModule }) {
  const { i18n } = useLingui();
  const { client, moduleId, language } = useWidgetServices();
  const store = useContext(WidgetStoreContext);
  const discount = useWidgetStore((state) => state.discount);
  const problem = useWidgetStore(discountProblem);
  const valid = discount.phase === "valid" && !problem;
  const invalid = discount.phase === "invalid" || Boolean(problem);
  // The input is locked once the code is valid: the focus moves to the button that unlocks it.
  const applying = useRef(false);
  const remove = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const removing = useRef(false);
  useEffect(() => {
    if (valid && applying.current) remove.current?.focus();
    applying.current = false;
  }, [valid]);
  // Remove unlocks the input and leaves in the same click: the focus goes back to the input.
  const removable = valid || Boolean(problem);
  useEffect(() => {
    if (!removable && removing.current) input.current?.focus();
    removing.current = false;
  }, [removable]);
  const checking = discount.phase === "checking";
  const cannotApply = !discount.input || checking;

  async function apply() {
    if (!store || checking) return;
    const code = discount.input;
    if (!code) return;
    applying.current = true;
    const set = (patch: Partial<WidgetState["discount"]>) =>
      store.setState({ discount: { ...store.getState().discount, ...patch } });
    set({ phase: "checking" });
    const state = store.getState();
    const vehicleId = chosenVehicle(module, state)?.id;
    const price = state.quote.estimate?.undiscountedPrice;
    try {
      const answer = await client.checkDiscount(moduleId, code, {
        searchParams: { ...(vehicleId ? { vehicleId } : {}), ...(price === undefined ? {} : { price }) },
      });
      set(
        answer.discount
          ? {
              phase: "valid",
              applied: code,
              percentage: answer.percentageDiscount,
              fixed: answer.fixedDiscount,
            }
          : { phase: "invalid", applied: "" },
      );
    } catch {
      set({ phase: "failed", applied: "" });
    }
  }

  const off = [
    discount.percentage ? `${discount.percentage} %` : "",
    discount.fixed ? formatMoney(language, discount.fixed, module.currency) : "",
  ]
    .filter(Boolean)
    .join(" + ");
  const feedback = valid
    ? i18n._("Code {code} applied: {off} off.", { code: discount.applied, off })
    : problem
      ? i18n._("Expired or invalid discount code")
      : discount.phase === "invalid"
        ? i18n._("Expired or invalid discount code")
        : discount.phase === "failed"
          ? i18n._("The code could not be checked. Please try again.")
          : "";

  return (
    <div
      className={`${fieldClass(invalid ? feedback : undefined, "cb-discount")}${valid ? " cb-field-valid" : ""}`}
    >
      <label className="cb-label" htmlFor="discountCode">
        {label}
      </label>
      <div className="cb-inline">
        <input
          ref={input}
          id="discountCode"
          name="discountCode"
          className="cb-input"
          autoComplete="off"
          spellCheck={false}
          maxLength={CODE_MAX}
          value={discount.input}
          disabled={valid}
          aria-invalid={invalid || undefined}
          aria-describedby={feedback ? "discountCode-feedback" : undefined}
          onChange={(event) =>
            store?.setState({
              discount: { ...NO_DISCOUNT, input: event.currentTarget.value.replace(/\s+/g, "") },
            })
          }
          onKeyDown={(event) => {
            // Enter applies the code rather than sending the whole booking.
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
        />
        {removable ? (
          <button
            ref={remove}
            type="button"
            className="cb-button cb-button-secondary"
            onClick={() => {
              removing.current = true;
              store?.setState({ discount: NO_DISCOUNT });
            }}
          >
            {i18n._("Remove")}
          </button>
        ) : (
          <button
            type="button"
            className="cb-button cb-button-secondary"
            // aria-disabled, not disabled: the button keeps the focus while the code is checked.
            aria-disabled={cannotApply || undefined}
            aria-busy={checking || undefined}
            onClick={() => {
              if (!cannotApply) void apply();
            }}
          >
            {i18n._("Apply")}
          </button>
        )}
      </div>
      <p
        id="discountCode-feedback"
        className={valid ? "cb-field-success" : "cb-field-error"}
        role="status"
        hidden={!feedback}
      >
        {feedback}
      </p>
    </div>
  );
}
