/**
 * One field of a CSV line as RFC 4180 writes it: a field holding the separator, a double quote or
 * a line break is quoted, its quotes doubled; any other field is written as is. Lines end in
 * CRLF; the bookings export joins the fields itself, cell by cell, without an array of them. This
 * is what csv-stringify wrote for the export, at a quarter of its cost: at 100,000 rows its
 * generic options and per-field casting were half the export's time on the event loop
 * (docs/decisions/0067-embedded-database-thread.md).
 */
export function csvFieldWriter(delimiter: ";" | ","): (value: string | number) => string {
  const needsQuotes = delimiter === ";" ? /[";\r\n]/ : /[",\r\n]/;
  return (value) => {
    const text = typeof value === "number" ? String(value) : value;
    return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
}
