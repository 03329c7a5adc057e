import type { FastifyInstance, FastifyReply } from "fastify";
import { type BookingLinkView, bookingLinkParams } from "../../contract/booking-link.js";
import type { Language } from "../../contract/common.js";
import { escapeHtml } from "../../contract/escape-html.js";
import { NOTES_MAX } from "../../contract/public-booking.js";
import { isAppError } from "../kernel/errors.js";
import { readerLanguage } from "../kernel/reader-language.js";
import { serverI18n } from "../kernel/server-i18n.js";
import { serverPage } from "../kernel/server-page.js";
import { CACHE_PERSONAL } from "../lib/cache-control.js";
import type { BookingLinkService, OwnerDecision } from "../modules/bookings/index.js";

type Translate = ReturnType<typeof serverI18n>;

/** The page paths: /booking/confirm and /booking/canceled, with ?id= and &token=. */
const PAGES: Record<OwnerDecision, string> = { confirm: "/booking/confirm", cancel: "/booking/canceled" };

export const DECISION_PAGE_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f6f9;color:#1f2933}
main{max-width:560px;margin:32px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:16px 0}
dt{color:#52606d}dd{margin:0}
label{display:block;font-weight:600;margin:16px 0 6px}
textarea{width:100%;box-sizing:border-box;min-height:96px;font:inherit;padding:8px;border:1px solid #7b8794;border-radius:4px}
button{margin-top:16px;padding:12px 20px;font:inherit;font-weight:600;border:0;border-radius:6px;color:#fff;background:#0b5ed7;cursor:pointer}
button.danger{background:#b42318}
button:focus-visible,a:focus-visible,textarea:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
.notice{padding:12px 16px;border-radius:6px;background:#e3f2e6;color:#14532d}
.warning{padding:12px 16px;border-radius:6px;background:#fdecea;color:#7a1a12}
a{color:#0b5ed7}
fieldset{border:1px solid #cbd2d9;border-radius:6px;margin:16px 0;padding:0 12px 12px}
legend{font-weight:600;padding:0 4px}
input[type=text]{width:100%;box-sizing:border-box;font:inherit;padding:8px;border:1px solid #7b8794;border-radius:4px}
input:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
[role=listbox]{list-style:none;margin:4px 0 0;padding:0;border:1px solid #7b8794;border-radius:4px;background:#fff;max-height:16rem;overflow:auto}
[role=option]{padding:10px 12px;cursor:pointer}
[role=option][aria-selected=true]{background:#0b5ed7;color:#fff}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

/** The state a decision leaves the booking in: the result page shows only for it. */
const DONE_STATUS: Record<OwnerDecision, BookingLinkView["status"]> = {
  confirm: "CONFIRMED",
  cancel: "CANCELED",
};

const pageAddress = (path: string, params: { id: number; token: string }) =>
  `${path}?id=${params.id}&token=${encodeURIComponent(params.token)}`;

const page = (language: Language, title: string, body: string) => serverPage({ language, title, body });

function details(view: BookingLinkView, i18n: Translate): string {
  const rows: [string, string][] = [
    [i18n._("Booking number"), String(view.number)],
    [i18n._("Customer"), view.customer],
    [i18n._("Pick-up"), view.pickUp],
    ...(view.returnPickUp ? [[i18n._("Return pick-up"), view.returnPickUp] as [string, string]] : []),
    [i18n._("From"), view.from],
    [i18n._("To"), view.to],
    [i18n._("Vehicle"), view.vehicle],
    [i18n._("Passengers"), String(view.passengers)],
    [i18n._("Total"), view.price],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>`;
}

function statusNotice(view: BookingLinkView, i18n: Translate): string | null {
  if (view.status === "CONFIRMED") return i18n._("This booking is already confirmed.");
  if (view.status === "CANCELED") return i18n._("This booking is already canceled.");
  if (view.status === "EXPIRED") return i18n._("This booking expired: its pick-up time has passed.");
  return null;
}

const dashboardLink = (i18n: Translate) =>
  `<p><a href="/admin/dashboard">${escapeHtml(i18n._("Go to my bookings"))}</a></p>`;

/** GET: the booking and one button; nothing changes until the owner presses it. */
function askPage(decision: OwnerDecision, view: BookingLinkView, language: Language, action: string): string {
  const i18n = serverI18n(language);
  const title = decision === "confirm" ? i18n._("Confirm the booking") : i18n._("Cancel the booking");
  const notice = statusNotice(view, i18n);
  if (notice) {
    return page(
      language,
      title,
      `<h1>${escapeHtml(title)}</h1><p class="notice" role="status">${escapeHtml(notice)}</p>${details(view, i18n)}${dashboardLink(i18n)}`,
    );
  }
  const hint =
    decision === "confirm"
      ? i18n._("The customer will receive a confirmation e-mail, with your message if you write one.")
      : i18n._("The customer will receive a cancellation e-mail, with your message if you write one.");
  const form = `<form method="post" action="${escapeHtml(action)}">
<label for="message">${escapeHtml(i18n._("Message to the customer (optional)"))}</label>
<textarea id="message" name="message" maxlength="1000"></textarea>
<button type="submit"${decision === "cancel" ? ' class="danger"' : ""}>${escapeHtml(title)}</button>
</form>`;
  return page(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>${details(view, i18n)}<p>${escapeHtml(hint)}</p>${form}`,
  );
}

function donePage(decision: OwnerDecision, view: BookingLinkView, language: Language): string {
  const i18n = serverI18n(language);
  const title = decision === "confirm" ? i18n._("Booking confirmed") : i18n._("Booking canceled");
  const text =
    decision === "confirm"
      ? i18n._("The booking is confirmed and the customer has been told by e-mail.")
      : i18n._("The booking is canceled and the customer has been told by e-mail.");
  return page(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1><p class="notice" role="status">${escapeHtml(text)}</p>${details(view, i18n)}${dashboardLink(i18n)}`,
  );
}

function errorPage(error: unknown, language: Language): { status: number; html: string } {
  const i18n = serverI18n(language);
  if (!isAppError(error)) throw error;
  const messages: Partial<Record<string, string>> = {
    LINK_INVALID: i18n._("This link is not valid. Open your bookings to act on this booking."),
    TOKEN_EXPIRED: i18n._("This link has expired. Open your bookings to act on this booking."),
    NOT_FOUND: i18n._("This booking no longer exists."),
    BOOKING_ALREADY_CONFIRMED: i18n._("This booking is already confirmed."),
    BOOKING_ALREADY_CANCELED: i18n._("This booking is already canceled."),
    BOOKING_EXPIRED: i18n._("This booking expired: its pick-up time has passed."),
    MAIL_LIMIT_REACHED: i18n._(
      "Your account has sent too many e-mails in the last hour. Nothing was changed: please try again later.",
    ),
  };
  const text = messages[error.code] ?? i18n._("An error occurred.");
  const title = i18n._("Booking");
  return {
    status: error.statusCode,
    html: page(
      language,
      title,
      `<h1>${escapeHtml(title)}</h1><p class="warning" role="alert">${escapeHtml(text)}</p>${dashboardLink(i18n)}`,
    ),
  };
}

/**
 * The pages behind the owner's e-mailed links (/booking/confirm and /booking/canceled).
 * Server-rendered, with no script: they work from any mail app, and the state changes only on
 * the form's POST (docs/decisions/0015-decision-pages-without-script.md), which answers 303 to
 * the same page with `&done=1`: the result, read by a GET a reload repeats harmlessly.
 */
export async function registerBookingDecisionPages(
  app: FastifyInstance,
  deps: {
    service: BookingLinkService;
    sendHtml: (reply: FastifyReply, html: string, status?: number) => Promise<unknown>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    // Only these pages take classic form posts; a small body is all a message needs.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get("/booking/decision.css", { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type("text/css; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(DECISION_PAGE_CSS),
    );

    for (const decision of ["confirm", "cancel"] as OwnerDecision[]) {
      const path = PAGES[decision];
      scope.get(path, { schema: { hide: true } }, async (request, reply) => {
        const params = bookingLinkParams.safeParse(request.query);
        if (!params.success) return reply.redirect("/error/404");
        try {
          const { view, language } = await deps.service.look(params.data.id, decision, params.data.token);
          // The address the POST redirects to: the result, as long as the booking is in that state.
          if ((request.query as { done?: unknown }).done === "1" && view.status === DONE_STATUS[decision]) {
            return deps.sendHtml(reply, donePage(decision, view, language));
          }
          return deps.sendHtml(reply, askPage(decision, view, language, pageAddress(path, params.data)));
        } catch (error) {
          const { status, html } = errorPage(error, readerLanguage(request.headers["accept-language"]));
          return deps.sendHtml(reply, html, status);
        }
      });
      scope.post(
        path,
        { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
        async (request, reply) => {
          const params = bookingLinkParams.safeParse(request.query);
          if (!params.success) return reply.redirect("/error/404");
          const sent = (request.body as { message?: unknown } | undefined)?.message;
          const message = typeof sent === "string" ? sent.slice(0, NOTES_MAX) : "";
          try {
            await deps.service.act(params.data.id, decision, params.data.token, message);
            // POST-redirect-GET: reloading the result page reads it again and never posts twice.
            return reply
              .header("cache-control", CACHE_PERSONAL)
              .redirect(`${pageAddress(path, params.data)}&done=1`, 303);
          } catch (error) {
            const { status, html } = errorPage(error, readerLanguage(request.headers["accept-language"]));
            return deps.sendHtml(reply, html, status);
          }
        },
      );
    }
  });
}
