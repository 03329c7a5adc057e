/**
 * CSV lines as RFC 4180 writes them, CRLF-terminated: a field holding the separator, a double
 * quote or a line break is quoted, its quotes doubled; any other field is written as is. This is
 * what csv-stringify wrote for the export, at a quarter of its cost: at 100,000 rows its generic
 * options and per-field casting were half the export's time on the event loop
 * (docs/decisions/0067-embedded-database-thread.md).
 */
export function csvLineWriter(delimiter: ";" | ","): (fields: readonly (string | number)[]) => string {
  const field = csvFieldWriter(delimiter);
  return (fields) => {
    let line = "";
    for (let i = 0; i < fields.length; i++) {
      line += i === 0 ? field(fields[i] as string | number) : delimiter + field(fields[i] as string | number);
    }
    return `${line}\r\n`;
  };
}

/**
 * One field of such a line, for a writer that joins the fields itself (the bookings export builds
 * each line cell by cell, without an array of its fields).
 */
export function csvFieldWriter(delimiter: ";" | ","): (value: string | number) => string {
  const needsQuotes = delimiter === ";" ? /[";\r\n]/ : /[",\r\n]/;
  return (value) => {
    const text = typeof value === "number" ? String(value) : value;
    return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
}
