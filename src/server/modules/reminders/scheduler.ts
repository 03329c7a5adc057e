import { type CustomerReminderDeps, queueCustomerReminders } from "./customer-reminders.js";
import { type DriverReminderDeps, queueDriverReminders } from "./driver-reminders.js";

/**
 * The reminders' round, run every minute by its worker on every instance: it only queues
 * outbox rows under unique keys, so instances racing each other, or one restarted, queue each
 * reminder once; the outbox worker sends them (docs/decisions/0112). The clock is injected so
 * tests move time instead of waiting.
 */
export function createReminderScheduler(
  deps: CustomerReminderDeps & DriverReminderDeps & { now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Queues what is due now; how many messages this round queued (customers', drivers'). */
    async run(): Promise<{ customers: number; drivers: number }> {
      const at = now();
      const customers = await queueCustomerReminders(deps, at);
      const drivers = await queueDriverReminders(deps, at);
      return { customers, drivers };
    },

    /** The send-time check of a reminder: its ride still takes place (not canceled, expired, passed). */
    stillWanted(bookingId: number): Promise<boolean> {
      return deps.rides.stillAhead(deps.db, bookingId, now());
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
