/** What a template produces: the three parts of a message, in the recipient's language. */
export interface RenderedMail {
  subject: string;
  /** Plain-text alternative, for clients that do not show HTML and for screen readers. */
  text: string;
  html: string;
}

/** A subject is one header line: a line break in owner text must not start a new header. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").trim();
}
