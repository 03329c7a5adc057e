import type { BookingPolicy } from "../../../contract/booking-policy.js";
import { fromMinorUnits, toMinorUnits } from "../../../pricing/index.js";
import { notFound } from "../../kernel/errors.js";
import type { ModuleRow, SettingsRepository } from "./repository.js";

/** The policy as the module row holds it: a fixed fee in minor units there, in currency units here. */
function policyOf(module: ModuleRow): BookingPolicy {
  return {
    autoConfirm: module.autoConfirm,
    autoAcceptChanges: module.autoAcceptChanges,
    chargeChangesOnline: module.chargeChangesOnline,
    cancellationFreeHours: module.cancellationFreeHours,
    cancellationLate: module.cancellationLate,
    cancellationFee:
      module.cancellationLate === "FIXED"
        ? fromMinorUnits(module.cancellationFee, module.currency)
        : module.cancellationFee,
  };
}

/**
 * The owner's after-booking settings (decisions 0110, 0111): automatic confirmation and the
 * cancellation policy. Saving them changes the catalogue version, so every instance's checkout
 * reads them at once.
 */
export function createBookingPolicySettings(
  repository: SettingsRepository,
  changed: (moduleId: string) => void,
) {
  return {
    async get(moduleId: string): Promise<BookingPolicy> {
      const module = await repository.findModuleById(moduleId);
      if (!module) throw notFound("MODULE_NOT_FOUND", "No booking module has this identifier");
      return policyOf(module);
    },

    async save(moduleId: string, input: BookingPolicy): Promise<BookingPolicy> {
      const saved = await repository.db.transaction().execute(async (trx) => {
        const current = await repository.lockModule(trx, moduleId);
        if (!current) throw notFound("MODULE_NOT_FOUND", "No booking module has this identifier");
        const fee =
          input.cancellationLate === "FIXED"
            ? toMinorUnits(input.cancellationFee, current.currency)
            : input.cancellationLate === "PERCENTAGE"
              ? input.cancellationFee
              : 0;
        return repository.updateModule(trx, moduleId, {
          autoConfirm: input.autoConfirm,
          autoAcceptChanges: input.autoAcceptChanges,
          chargeChangesOnline: input.chargeChangesOnline,
          cancellationFreeHours: input.cancellationFreeHours,
          cancellationLate: input.cancellationLate,
          cancellationFee: fee,
        });
      });
      changed(moduleId);
      return policyOf(saved);
    },
  };
}

export type BookingPolicySettings = ReturnType<typeof createBookingPolicySettings>;
