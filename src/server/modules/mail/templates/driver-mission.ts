import { formatMoney } from "../../../kernel/format.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { type BookingView, bookingRows, customerRows, labelled } from "../layout/booking-view.js";
import { renderButton } from "../layout/html.js";
import { compose } from "./booking-mails.js";
import { oneLine, type RenderedMail } from "./rendered-mail.js";

/** Why the driver hears of the ride: given to them, changed, or taken off them (canceled or reassigned). */
export type MissionChange = "assigned" | "changed" | "canceled";

/**
 * To a driver: the mission sheet of one ride (where, when, who, what to collect) with a link to
 * their page, in the module's language. A canceled mission says so first.
 */
export function renderDriverMission(
  view: BookingView,
  change: MissionChange,
  driver: { name: string; pageUrl: string; vehiclePlate: string },
): RenderedMail {
  const i18n = serverI18n(view.language);
  const company = oneLine(view.companyName) || "Chauffeur Booking";
  const number = view.number;
  const subject =
    change === "assigned"
      ? i18n._("Mission no. {number} from {company}", { number, company })
      : change === "changed"
        ? i18n._("Mission no. {number} changed by {company}", { number, company })
        : i18n._("Mission no. {number} canceled by {company}", { number, company });
  const intro =
    change === "assigned"
      ? i18n._("Hello {name}, {company} gives you this ride.", { name: driver.name, company })
      : change === "changed"
        ? i18n._("Hello {name}, {company} changed this ride: here is the new mission sheet.", {
            name: driver.name,
            company,
          })
        : i18n._("Hello {name}, you no longer drive this ride: do not go to the pick-up.", {
            name: driver.name,
          });
  const collect =
    view.paymentMode === "DRIVER"
      ? formatMoney(view.price, view.currency, view.language)
      : i18n._("Paid online");
  const mission: [string, string][] = [[i18n._("Amount to collect"), collect]];
  if (driver.vehiclePlate) mission.push([i18n._("Vehicle plate"), driver.vehiclePlate]);
  const open = i18n._("Open my rides");
  return compose(
    view,
    subject,
    [intro],
    change === "canceled"
      ? [{ rows: bookingRows(view, i18n) }]
      : [{ rows: bookingRows(view, i18n) }, { rows: customerRows(view, i18n) }, { rows: mission }],
    i18n._("You receive this e-mail because {company} counts you among its drivers.", { company }),
    {
      text: labelled(i18n, open, driver.pageUrl),
      html: renderButton(driver.pageUrl, open),
    },
  );
}
