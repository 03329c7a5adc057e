import type { I18n } from "@lingui/core";
import { useEffect, useState } from "react";
import { isApiError } from "../../../../src/client/index.js";
import type { CardAccountInfo } from "../../../../src/contract/card-account.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { notifyError } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { Panel } from "../../../components/ui/panel.js";
import type { SettingsApi } from "../api.js";
import { OnlinePaymentFields } from "./online-payment-fields.js";
import { useSettingsField } from "./use-settings-field.js";

type CardState =
  | { phase: "loading" }
  | { phase: "unavailable" }
  | { phase: "failed" }
  | { phase: "loaded"; info: CardAccountInfo };

/** Self-hosted mode (docs/decisions/0018-self-hosted-mode.md): no such routes (404), or says so. */
const notConfigured = (error: unknown) =>
  isApiError(error, "NOT_FOUND") || isApiError(error, "CARD_PAYMENTS_NOT_CONFIGURED");

function statusLabel(i18n: I18n, state: CardState): { text: string; tone: string } {
  if (state.phase === "loading") return { text: i18n._("Checking…"), tone: "" };
  if (state.phase === "unavailable") return { text: i18n._("Not available on this server"), tone: "" };
  if (state.phase === "failed") return { text: i18n._("Unknown"), tone: "" };
  switch (state.info.status) {
    case "active":
      return { text: i18n._("Active"), tone: "status-badge-active" };
    case "pending":
      return { text: i18n._("Pending"), tone: "status-badge-pending" };
    default:
      return { text: i18n._("Inactive"), tone: "" };
  }
}

/**
 * The side card "Payments": the card-payment account's status with connect,
 * manage and disconnect, and the payment methods offered to customers (at least one).
 */
export function PaymentsCard({
  client,
  cardPaymentsAvailable,
  navigate = (url) => window.location.assign(url),
}: {
  client: Pick<SettingsApi, "getCardAccount" | "getCardAccountLink" | "disconnectCardAccount">;
  cardPaymentsAvailable: boolean;
  /** Leaves the admin for the account link (replaced in tests). */
  navigate?: (url: string) => void;
}) {
  const { i18n, form, error } = useSettingsField();
  const { register, watch } = form;
  const [state, setState] = useState<CardState>({ phase: "loading" });
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let active = true;
    client.getCardAccount().then(
      (info) => active && setState({ phase: "loaded", info }),
      (failure) => active && setState({ phase: notConfigured(failure) ? "unavailable" : "failed" }),
    );
    return () => {
      active = false;
    };
  }, [client]);

  function explainNotConfigured() {
    setState({ phase: "unavailable" });
    notify({
      kind: "warning",
      title: i18n._("Card payments unavailable"),
      text: i18n._("Card payments are not configured on this server."),
    });
  }

  /** Connecting navigates to the returned link; Stripe brings the owner back here. */
  async function openAccountLink() {
    setPending(true);
    try {
      navigate(await client.getCardAccountLink());
    } catch (failure) {
      if (notConfigured(failure)) explainNotConfigured();
      else if (isApiError(failure, "STRIPE_ACCOUNT_INVALID")) {
        notify({ kind: "warning", title: i18n._("Warning"), text: i18n._("Wrong Stripe Account ID") });
      } else notifyError(i18n);
    } finally {
      setPending(false);
    }
  }

  async function disconnect() {
    setPending(true);
    try {
      const info = await client.disconnectCardAccount();
      setState({ phase: "loaded", info });
      notify({ kind: "success", title: i18n._("Success"), text: i18n._("Card account disconnected.") });
    } catch (failure) {
      if (notConfigured(failure)) explainNotConfigured();
      else notifyError(i18n);
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  const status = statusLabel(i18n, state);
  const connected = state.phase === "loaded" && state.info.status !== "inactive";
  const online = watch("checkboxOnlinePayments");
  const methodsError = error("checkboxDriverPayments");

  return (
    <Panel title={i18n._("Payments")}>
      <p>
        {i18n._("Card payment account:")}{" "}
        <span className={`status-badge ${status.tone}`} data-testid="card-account-status">
          {status.text}
        </span>
      </p>
      {state.phase === "unavailable" ? (
        <p className="inline-info" id="card-payments-unavailable">
          {i18n._(
            "Card payments are not configured on this server (self-hosted mode): your customers pay the driver. To accept cards, the server's administrator sets STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (no Connect client id: accounts are onboarded by link) and restarts it.",
          )}
        </p>
      ) : null}
      {state.phase === "failed" ? (
        <p className="inline-warning">
          {i18n._("The status of your card payment account could not be checked.")}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button-secondary"
          onClick={openAccountLink}
          // Without Stripe keys on the server there is nothing to connect: the text above says why.
          disabled={pending || state.phase === "loading" || state.phase === "unavailable"}
          aria-describedby={state.phase === "unavailable" ? "card-payments-unavailable" : undefined}
        >
          {connected ? i18n._("Manage the card account") : i18n._("Connect a card account")}
        </button>
        {connected ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => setConfirming(true)}
            disabled={pending}
          >
            {i18n._("Disconnect")}
          </button>
        ) : null}
      </div>
      <fieldset
        className="plain-fieldset"
        aria-describedby={methodsError ? "payment-methods-error" : undefined}
      >
        <legend>{i18n._("Payment methods offered")}</legend>
        <CheckboxField label={i18n._("Payment to the driver")} {...register("checkboxDriverPayments")} />
        <CheckboxField
          label={i18n._("Online payment by card")}
          disabled={!cardPaymentsAvailable && !online}
          hint={cardPaymentsAvailable ? undefined : i18n._("Needs an active card payment account.")}
          error={error("checkboxOnlinePayments")}
          {...register("checkboxOnlinePayments")}
        />
        {methodsError ? (
          <p id="payment-methods-error" className="field-error" role="alert">
            {methodsError}
          </p>
        ) : null}
      </fieldset>
      {online ? <OnlinePaymentFields /> : null}
      <ConfirmDialog
        open={confirming}
        title={i18n._("Disconnect the card account?")}
        confirmLabel={i18n._("Disconnect")}
        danger
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={disconnect}
      >
        <p>{i18n._("Your customers will no longer be able to pay by card.")}</p>
      </ConfirmDialog>
    </Panel>
  );
}
