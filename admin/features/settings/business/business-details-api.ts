import type { BusinessDetails, BusinessDetailsInput } from "../../../../src/contract/business-details.js";
import { api } from "../../../lib/api.js";

/** The business details panel's calls; tests pass their own. */
export interface BusinessDetailsApi {
  get(): Promise<BusinessDetails>;
  save(input: BusinessDetailsInput): Promise<BusinessDetails>;
}

export const businessDetailsApi: BusinessDetailsApi = {
  get: () => api.documents.businessDetails(),
  save: (input) => api.documents.saveBusinessDetails(input),
};
