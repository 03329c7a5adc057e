import type { BookingChangeView } from "../../../contract/booking-change.js";
import type { Language } from "../../../contract/common.js";
import { escapeHtml } from "../../../contract/escape-html.js";
import { toMinorUnits } from "../../../pricing/index.js";
import { formatMoney, formatPickUp } from "../../kernel/format.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { serverPage } from "../../kernel/server-page.js";
import type { BookingRow, ChangeRequests } from "../bookings/index.js";
import { changedFieldLabel } from "../mail/index.js";
import type { SettingsService } from "../settings/index.js";

/**
 * The page the owner's e-mailed link opens (decision 0115): the customer's change, and two
 * buttons that POST the answer (mail scanners only GET, so opening the link changes nothing).
 */
export function createOwnerChangePage(deps: {
  changes: Pick<ChangeRequests, "byLink" | "decide">;
  settings: Pick<SettingsService, "getModule">;
  ownerContact(ownerId: string): Promise<{ language: Language } | undefined>;
}) {
  async function languageOf(row: BookingRow): Promise<{ language: Language; timeZone: string }> {
    const module = await deps.settings.getModule(row.moduleId);
    const owner = await deps.ownerContact(module.ownerId);
    return { language: owner?.language ?? module.defaultLanguage, timeZone: module.timeZone };
  }
  return {
    /** The page; `error` is a refusal of the last answer (the vehicle is taken since). */
    async page(changeId: number, token: string, error: string | null = null): Promise<string> {
      const { change, booking } = await deps.changes.byLink(changeId, token);
      const { language, timeZone } = await languageOf(booking);
      return renderOwnerChangePage({
        change,
        booking,
        language,
        timeZone,
        path: `/booking-change/${changeId}/${token}`,
        error,
      });
    },
    decide: (changeId: number, token: string, decision: "accept" | "refuse") =>
      deps.changes.decide(changeId, decision, { token }),
    /** The owner's language for a refusal's words. */
    async language(changeId: number, token: string): Promise<Language> {
      return (await languageOf((await deps.changes.byLink(changeId, token)).booking)).language;
    },
  };
}

export type OwnerChangePage = ReturnType<typeof createOwnerChangePage>;

function statusText(change: BookingChangeView, i18n: ReturnType<typeof serverI18n>): string {
  switch (change.status) {
    case "PENDING":
      return i18n._("The customer waits for your answer.");
    case "ACCEPTED":
    case "APPLIED":
      return i18n._("This change is applied to the booking.");
    case "REFUSED":
      return i18n._("You refused this change: the booking stays as it was.");
    default:
      return i18n._("The customer replaced or withdrew this request.");
  }
}

function renderOwnerChangePage(page: {
  change: BookingChangeView;
  booking: BookingRow;
  language: Language;
  timeZone: string;
  path: string;
  error: string | null;
}): string {
  const { change, booking, language } = page;
  const i18n = serverI18n(language);
  const money = (amount: number) =>
    formatMoney(toMinorUnits(amount, change.currency), change.currency, language);
  const title = i18n._("Change to booking no. {number}", { number: booking.number });
  const rows: [string, string][] = [
    [
      i18n._("Customer"),
      `${booking.customerFirstName} ${booking.customerLastName}`.trim() || booking.customerEmail,
    ],
    [i18n._("Pick-up"), formatPickUp(new Date(booking.pickUpTime), page.timeZone, language)],
    ...change.changes.map((line): [string, string] => [
      changedFieldLabel(line.field, i18n),
      `${line.from} → ${line.to}`,
    ]),
    [i18n._("Price"), `${money(change.oldPrice)} → ${money(change.newPrice)}`],
  ];
  const list = `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;
  const error = page.error
    ? `<p class="warning" role="alert" tabindex="-1" autofocus>${escapeHtml(page.error)}</p>`
    : "";
  const button = (decision: "accept" | "refuse", label: string, style: string) =>
    `<form method="post" action="${escapeHtml(`${page.path}/${decision}`)}"><button type="submit"${style}>${escapeHtml(label)}</button></form>`;
  const actions =
    change.status === "PENDING"
      ? button("accept", i18n._("Accept the change"), "") +
        button("refuse", i18n._("Refuse the change"), ' class="danger"')
      : "";
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    error,
    `<p role="status">${escapeHtml(statusText(change, i18n))}</p>`,
    list,
    actions,
  ].join("\n");
  return serverPage({ language, title, body, head: '<meta name="referrer" content="no-referrer">' });
}
