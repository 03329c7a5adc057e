// The public face of the mail module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export {
  type BookingView,
  bookingRows,
  customerRows,
  ownerContactRows,
  type PaymentSplit,
  priceRows,
  rowsAsHtml,
  rowsAsText,
  stopText,
} from "./layout/booking-view.js";
export { renderLayout, textToHtml } from "./layout/html.js";
export {
  createOwnerMailLimits,
  type OwnerMailLimitsService,
} from "./mail-limits.js";
export {
  enqueueMail,
  enqueueMailOnce,
  enqueueMails,
  type OutgoingMail,
  queuedUniqueKeys,
} from "./outbox.js";
export { outboxDepth } from "./outbox-depth.js";
export { createOutboxStore, type OutboxRow } from "./outbox-store.js";
export { createPasswordResetMailer } from "./password-reset-mailer.js";
export { createSignInLockedMailer } from "./sign-in-locked-mailer.js";
export {
  type ChangeSummary,
  changedFieldLabel,
  renderChangeForCustomer,
  renderChangeForOwner,
  renderChangePaymentDue,
} from "./templates/booking-changes.js";
export {
  renderBookingCanceled,
  renderBookingConfirmed,
  renderBookingForOwner,
  renderBookingReceived,
  renderBookingShared,
} from "./templates/booking-mails.js";
export { cancellationPolicyText } from "./templates/cancellation-policy-text.js";
export { renderContactMessage } from "./templates/contact-message.js";
export {
  type CancellationOutcome,
  renderCanceledByCustomer,
  renderCustomerCanceledForOwner,
} from "./templates/customer-cancellation.js";
export { renderDocumentIssued } from "./templates/document-issued.js";
export { type MissionChange, renderDriverMission } from "./templates/driver-mission.js";
export { renderGoogleCalendarReconnect } from "./templates/google-calendar-reconnect.js";
export {
  customerReminderSms,
  renderCustomerReminder,
  renderDriverDayReminder,
} from "./templates/reminders.js";
export { oneLine, type RenderedMail } from "./templates/rendered-mail.js";
export { renderWebhookDisabled } from "./templates/webhook-disabled.js";
