import type { PublicModule } from "../../src/contract/module.js";
import { DetailsStep } from "./details-step.js";
import { OptionsStep } from "./options-step.js";
import { PaymentStep } from "./payment-step.js";
import { VehicleStep } from "./vehicle-step.js";

/**
 * The form's steps after the trip, in a chunk of their own (lazy-parts.ts): they are below the
 * first screen, so the trip's fields paint without waiting for their code. (The options' code
 * stays in the first chunks all the same: the booking request needs their rules.)
 */
export function LaterSteps({ module }: { module: PublicModule }) {
  return (
    <>
      <VehicleStep module={module} />
      <OptionsStep module={module} />
      <DetailsStep module={module} />
      <PaymentStep module={module} />
    </>
  );
}
