import type { SignInLockedMailer } from "../auth/index.js";
import { enqueueMail } from "./outbox.js";
import { renderSignInLocked } from "./templates/sign-in-locked.js";

/** The auth service's notice of a paused sign-in: rendered in the owner's language and queued. */
export function createSignInLockedMailer(): SignInLockedMailer {
  return async (executor, message) => {
    await enqueueMail(executor, {
      template: "sign-in-locked",
      to: message.to,
      ...renderSignInLocked({ minutes: message.minutes }, message.language),
    });
  };
}
