import ICAL from "ical.js";

/** One VEVENT as an independent parser (ical.js) reads it. */
export interface ParsedEvent {
  uid: string;
  start: Date;
  end: Date;
  /** The zone of DTSTART as written ("UTC" for a time ending in Z). */
  startZone: string;
  summary: string;
  description: string;
  location: string;
  status: string;
  sequence: number;
  lastModified: Date | undefined;
  url: string | undefined;
}

export interface ParsedCalendar {
  method: string | undefined;
  name: string | undefined;
  events: ParsedEvent[];
}

/** Parses iCalendar text with ical.js, not with the library that wrote it. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const lastModified = component.getFirstPropertyValue("last-modified");
    const url = component.getFirstPropertyValue("url");
    return {
      uid: event.uid,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: event.startDate.zone?.tzid ?? "floating",
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: String(component.getFirstPropertyValue("status")),
      sequence: event.sequence,
      lastModified: lastModified instanceof ICAL.Time ? lastModified.toJSDate() : undefined,
      url: typeof url === "string" ? url : undefined,
    };
  });
  const method = calendar.getFirstPropertyValue("method");
  const name = calendar.getFirstPropertyValue("x-wr-calname");
  return {
    method: typeof method === "string" ? method : undefined,
    name: typeof name === "string" ? name : undefined,
    events,
  };
}
