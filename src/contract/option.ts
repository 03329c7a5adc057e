import * as z from "zod/mini";
import { catalogueAmount, catalogueName, vehicleName, vehicleScope, vehicleScopeInput } from "./catalogue.js";
import { reorderPayload } from "./reorder.js";

export const OPTION_ICON_MAX = 64;
export const OPTION_QUANTITY_MAX = 10_000;

/** An extra option: child seat, extra stop… priced per quantity. */
export const customOption = z.object({
  id: z.int(),
  name: z.string(),
  /** A key of the icon set of GET /admin/icons; "" = no icon. */
  icon: z.string(),
  vehicleId: vehicleScope,
  vehicleName,
  /** Maximum quantity per booking; 0 = no limit. */
  maxValue: z.int(),
  pricePerQuantity: z.number(),
  active: z.boolean(),
  position: z.int(),
});
export type CustomOption = z.infer<typeof customOption>;

/**
 * POST /admin/options and PUT /admin/options/{id}. The server
 * refuses an icon that is not a key of its icon set.
 */
export const optionInput = z.object({
  name: catalogueName,
  icon: z._default(z.string().check(z.trim(), z.maxLength(OPTION_ICON_MAX)), ""),
  vehicleId: vehicleScopeInput,
  maxValue: z._default(z.int().check(z.gte(0), z.lte(OPTION_QUANTITY_MAX)), 0),
  pricePerQuantity: catalogueAmount,
});
export type OptionInput = z.input<typeof optionInput>;
export type OptionValues = z.infer<typeof optionInput>;

export const optionList = z.object({ options: z.array(customOption) });
export type OptionList = z.infer<typeof optionList>;

export const optionsReorder = reorderPayload("options");
export type OptionsReorder = z.input<typeof optionsReorder>;
