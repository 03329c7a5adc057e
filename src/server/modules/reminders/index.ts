// The public face of the reminders module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createReminderSettingsRepository } from "./repository.js";
export { remindersAdminRoutes } from "./routes.js";
export { createReminderScheduler, type ReminderScheduler } from "./scheduler.js";
export { createReminderSettingsService } from "./service.js";
