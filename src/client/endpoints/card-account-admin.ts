import { cardAccountInfo, cardAccountLink } from "../../contract/card-account.js";
import type { ApiTransport } from "../http.js";

/**
 * The owner's card-payment account (admin, Bearer). A server without payment keys answers
 * 404 NOT_FOUND or CARD_PAYMENTS_NOT_CONFIGURED: the admin then explains the self-hosted mode.
 */
export const cardAccountAdminEndpoints = ({ call }: ApiTransport) => ({
  getCardAccount: () => call(cardAccountInfo, "admin/stripe-infos"),
  getCardAccountLink: () => call(cardAccountLink, "admin/stripe-url"),
  disconnectCardAccount: () => call(cardAccountInfo, "admin/stripe-disconnect"),
});
