import type { Kysely, Transaction } from "kysely";
import type { Schema } from "./schema.js";

/**
 * What a repository reads and writes through: the database, or the transaction its caller opened
 * so that several owners' writes commit together.
 */
export type Executor = Kysely<Schema> | Transaction<Schema>;
