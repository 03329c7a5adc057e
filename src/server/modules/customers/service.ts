import type { Customer } from "../../../contract/customer.js";
import type { Executor } from "../../db/executor.js";
import type { CustomerFields, CustomersRepository } from "./repository.js";

export function createCustomersService(repository: CustomersRepository) {
  return {
    list: (moduleId: string, q?: string): Promise<Customer[]> => repository.list(moduleId, q || undefined),

    /**
     * Records the customer of a booking in the caller's transaction (bookings call this).
     * Without an e-mail address there is nothing to recognise the customer by: skipped.
     */
    async remember(executor: Executor, moduleId: string, fields: CustomerFields): Promise<number | null> {
      const email = fields.email.trim();
      if (!email) return null;
      const clean = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, value.trim()]),
      ) as CustomerFields;
      return repository.upsert(executor, moduleId, { ...clean, country: clean.country.toUpperCase() });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
