import { type PGliteOptions, types as pgliteTypes } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * How every PGlite of the server is opened, on the event loop's thread or in the database thread
 * (pglite-worker.ts): the same extensions and the same type parsing, so both answer alike.
 */
export function pgliteOptions(loadDataDir?: Blob): PGliteOptions {
  return {
    // DATE columns stay "YYYY-MM-DD" strings: a JS Date would shift them by the server's time zone.
    parsers: { [pgliteTypes.DATE]: (value: string) => value },
    // The no-double-booking exclusion constraint needs btree_gist (migration 0005); the bookings
    // list's text search, pg_trgm (migration 0022).
    extensions: { btree_gist, pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  };
}
