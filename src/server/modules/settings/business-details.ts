import {
  type BusinessDetails,
  type BusinessDetailsInput,
  businessDetailsViolations,
  compactNumber,
  missingMentions,
} from "../../../contract/business-details.js";
import { AppError, notFound } from "../../kernel/errors.js";
import type { ModuleRow, SettingsRepository } from "./repository.js";

/** The business details panel's fields as the module row holds them. */
export function businessDetailsOf(module: ModuleRow): BusinessDetails {
  return {
    legalName: module.legalName,
    legalForm: module.legalForm,
    legalAddress: module.legalAddress,
    siret: module.siret,
    vtcRegisterNumber: module.vtcRegisterNumber,
    vatNumber: module.vatNumber,
    vatExempt: module.vatExempt,
    invoiceFooter: module.invoiceFooter,
    documentsEnabled: module.documentsEnabled,
    missing: missingMentions(module, { phone: module.phone, taxRate: module.transportTaxRate }),
  };
}

/**
 * The operator's legal identity (docs/decisions/0099-documents-frozen-at-issue.md): numbers are
 * checked (SIREN/SIRET checksum, VTC register and VAT formats) whenever they are typed; the
 * mandatory mentions only when documents are turned on, which is refused while one is missing
 * (409 DOCUMENT_MENTIONS_MISSING, each missing mention in the issues).
 */
export function createBusinessDetails(repository: SettingsRepository, changed: (moduleId: string) => void) {
  return {
    async get(moduleId: string): Promise<BusinessDetails> {
      const module = await repository.findModuleById(moduleId);
      if (!module) throw notFound("MODULE_NOT_FOUND", "No booking module has this identifier");
      return businessDetailsOf(module);
    },

    async save(moduleId: string, input: BusinessDetailsInput): Promise<BusinessDetails> {
      const violations = businessDetailsViolations(input);
      if (violations.length > 0) {
        const first = violations[0]!;
        throw new AppError(
          first.code,
          first.message,
          violations.map((v) => ({ path: `body.${v.path}`, code: v.code, message: v.message })),
        );
      }
      const values = {
        legalName: input.legalName.trim(),
        legalForm: input.legalForm.trim(),
        legalAddress: input.legalAddress.trim(),
        siret: compactNumber(input.siret),
        vtcRegisterNumber: compactNumber(input.vtcRegisterNumber),
        vatNumber: compactNumber(input.vatNumber),
        vatExempt: input.vatExempt,
        invoiceFooter: input.invoiceFooter.trim(),
        documentsEnabled: input.documentsEnabled,
      };
      const saved = await repository.db.transaction().execute(async (trx) => {
        const current = await repository.lockModule(trx, moduleId);
        if (!current) throw notFound("MODULE_NOT_FOUND", "No booking module has this identifier");
        const missing = missingMentions(values, { phone: current.phone, taxRate: current.transportTaxRate });
        if (values.documentsEnabled && missing.length > 0) {
          throw new AppError(
            "DOCUMENT_MENTIONS_MISSING",
            `Documents need these mentions first: ${missing.join(", ")}`,
            missing.map((mention) => ({
              path: `body.${mention}`,
              code: "DOCUMENT_MENTIONS_MISSING",
              message: "Required before documents can be issued",
            })),
          );
        }
        return repository.updateModule(trx, moduleId, values);
      });
      changed(moduleId);
      return businessDetailsOf(saved);
    },
  };
}

export type BusinessDetailsService = ReturnType<typeof createBusinessDetails>;
