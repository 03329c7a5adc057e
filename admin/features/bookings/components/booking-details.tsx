import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import type { LengthUnit } from "../../../../src/contract/common.js";
import { countryName } from "../../../components/countries.js";
import { StatusBadge } from "../../../components/ui/status-badge.js";
import { formatDistance, formatDuration, formatInstant, formatWallClock } from "../format.js";
import { customerName, paymentLabel, routeLabel } from "../labels.js";
import { BookingAmount } from "./booking-amount.js";
import { Facts } from "./booking-facts.js";
import { BookingServiceSection } from "./booking-service-section.js";
import { paymentSplitFacts } from "./payment-split-facts.js";
import { PriceLinesTable } from "./price-lines-table.js";
import { refundFacts } from "./refund-facts.js";
import { Tabs } from "./tabs.js";

export type DetailsTab = "journey" | "customer" | "others";

/** The booking's facts in tabs: Journey, Customer, and Others when there is something to show. */
export function BookingDetails({
  booking,
  lengthUnit,
  tab,
  onTab,
  locale,
}: {
  booking: AdminBooking;
  lengthUnit: LengthUnit | undefined;
  tab: DetailsTab;
  onTab(tab: DetailsTab): void;
  locale: string;
}) {
  const { i18n } = useLingui();
  const customer = booking.customer;
  const hasOthers = booking.fields.length > 0 || booking.options.length > 0 || booking.lines.length > 0;
  const journey: [string, ReactNode][] = [
    [i18n._("Status"), <StatusBadge key="status" status={booking.status} />],
    [i18n._("Payment"), paymentLabel(i18n, booking)],
    [i18n._("Amount"), <BookingAmount key="amount" booking={booking} />],
    ...paymentSplitFacts(i18n, booking),
    ...refundFacts(i18n, booking),
    [i18n._("Order date"), formatInstant(booking.orderDate, locale)],
    [i18n._("Pick-up address"), booking.startingAddress],
    [i18n._("Drop-off address"), booking.arrivalAddress],
    [i18n._("Trip"), routeLabel(i18n, booking.route)],
    [i18n._("Pick-up"), formatWallClock(booking.pickUpTime, locale)],
    ...(booking.returnPickUpTime
      ? [[i18n._("Return pick-up"), formatWallClock(booking.returnPickUpTime, locale)] as [string, ReactNode]]
      : []),
    [i18n._("Distance"), formatDistance(booking, lengthUnit ?? "KM", locale)],
    [i18n._("Duration"), formatDuration(booking.durationMinutes)],
    [i18n._("Vehicle"), booking.vehicle],
    [i18n._("Passengers"), String(booking.passengers)],
    [i18n._("Baggage"), String(booking.baggage)],
    [i18n._("Flight or train number"), booking.travelNumber],
    [
      i18n._("Notes"),
      booking.notes ? (
        <span key="notes" className="pre-line">
          {booking.notes}
        </span>
      ) : (
        ""
      ),
    ],
    ...(booking.discount ? [[i18n._("Discount code"), booking.discount.code] as [string, ReactNode]] : []),
  ];
  const customerRows: [string, ReactNode][] = [
    [i18n._("Name"), customerName(booking)],
    [i18n._("Company"), customer.companyName],
    [
      i18n._("E-mail"),
      customer.email ? (
        <a key="email" href={`mailto:${customer.email}`}>
          {customer.email}
        </a>
      ) : (
        ""
      ),
    ],
    [
      i18n._("Phone"),
      customer.phone ? (
        <a key="phone" href={`tel:${customer.phone.replace(/\s/g, "")}`}>
          {customer.phone}
        </a>
      ) : (
        ""
      ),
    ],
    [i18n._("Country"), customer.country ? countryName(customer.country, locale) : ""],
    [i18n._("Address"), customer.street],
    [i18n._("Apartment, office"), customer.additionalAddress],
    [i18n._("City"), customer.city],
    [i18n._("Postal code"), customer.postalCode],
  ];
  const others = (
    <div className="booking-others">
      {booking.fields.length > 0 ? (
        <section>
          <h3>{i18n._("Other fields")}</h3>
          <Facts rows={booking.fields.map((field) => [field.name, field.value])} />
        </section>
      ) : null}
      {booking.options.length > 0 ? (
        <section>
          <h3>{i18n._("Options")}</h3>
          <ul>
            {booking.options.map((option) => (
              <li key={option.name}>
                {option.name} × {option.quantity}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {booking.lines.length > 0 ? (
        <section>
          <h3>{i18n._("Price breakdown")}</h3>
          <PriceLinesTable booking={booking} locale={locale} />
        </section>
      ) : null}
    </div>
  );
  return (
    <Tabs<DetailsTab>
      label={i18n._("Booking details")}
      selected={tab}
      onSelect={onTab}
      tabs={[
        {
          key: "journey",
          label: i18n._("Journey"),
          content: (
            <>
              <Facts rows={journey} />
              <BookingServiceSection booking={booking} />
            </>
          ),
        },
        { key: "customer", label: i18n._("Customer"), content: <Facts rows={customerRows} /> },
        ...(hasOthers ? [{ key: "others" as const, label: i18n._("Others"), content: others }] : []),
      ]}
    />
  );
}
