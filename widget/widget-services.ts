import { createContext, useContext } from "react";
import type { PublicClient } from "../src/client/index.js";
import type { BookingSource } from "../src/contract/booking-source.js";
import type { ChauffeurBookingEventDetails, ChauffeurBookingEventName } from "./events.js";
import type { WidgetLanguage } from "./i18n.js";

/** What a widget instance gives its components besides the store: API, language, events. */
export interface WidgetServices {
  client: PublicClient;
  moduleId: string;
  /** The owner's preview (docs/decisions/0062-booking-page-preview.md): shown, never booked. */
  preview: boolean;
  language: WidgetLanguage;
  /** Where the booking comes from, sent with it (model/booking-source.ts); undefined: nothing known. */
  source: BookingSource | undefined;
  /** The customer's own choice in the widget's language menu (remembered in the browser). */
  setLanguage: (language: WidgetLanguage) => void;
  /** Leaves for another page in this window (the payment page, the owner's redirection). */
  navigate: (url: string) => void;
  /** Sends a host-page event from the element; false when a listener cancelled it. */
  emit: <Name extends ChauffeurBookingEventName>(
    name: Name,
    detail: Omit<ChauffeurBookingEventDetails[Name], "moduleId">,
  ) => boolean;
}

export const WidgetServicesContext = createContext<WidgetServices | null>(null);

export function useWidgetServices(): WidgetServices {
  const services = useContext(WidgetServicesContext);
  if (!services) throw new Error("useWidgetServices used outside a booking widget");
  return services;
}
