import * as z from "zod/mini";
import { filterText } from "./common.js";

/** A customer, as stored per module for the admin's suggestions. */
export const customer = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Two-letter country code, or "" when unknown. */
  country: z.string(),
  /** The street line (also called address). */
  street: z.string(),
  /** The address's second line (addressComplement in the autocomplete list). */
  additionalAddress: z.string(),
  city: z.string(),
  postalCode: z.string(),
});
export type Customer = z.infer<typeof customer>;

/** Most suggestions a single answer carries; a search narrows larger customer bases. */
export const CUSTOMERS_LIST_MAX = 1000;

export const customersQuery = z.object({
  /** Matches first name, last name, company name or e-mail (case-insensitive, anywhere). */
  q: z.optional(filterText(100)),
});

export const customerList = z.object({ customers: z.array(customer) });
export type CustomerList = z.infer<typeof customerList>;
