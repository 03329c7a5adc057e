import { AppError } from "../../kernel/errors.js";
import { PaymentProviderError } from "./types.js";

/**
 * A payment-service failure as the API answers it: an account Stripe no longer knows is
 * STRIPE_ACCOUNT_INVALID, "Wrong Stripe Account ID"; anything else means the service cannot answer now.
 */
export function paymentProviderAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PaymentProviderError && error.accountInvalid) {
    return new AppError("STRIPE_ACCOUNT_INVALID", "Wrong Stripe Account ID");
  }
  return new AppError(
    "PAYMENT_PROVIDER_UNAVAILABLE",
    "The card payment service could not be reached. Please try again in a moment.",
  );
}

/** Runs a call that reaches the payment service, answering its failures as API errors. */
export async function withPaymentProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw paymentProviderAppError(error);
  }
}
