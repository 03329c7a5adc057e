import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import type { BuiltInFieldKind } from "../../../contract/booking-field.js";
import type { CurrencyCode } from "../../../contract/common.js";
import type { PublicModule } from "../../../contract/module.js";
import { type UtcOffsetSpan, utcOffsetSpans } from "../../../contract/zone-offset-spans.js";
import { fromMinorUnits } from "../../../pricing/index.js";
import type { BookingFieldsTable, CustomOptionsTable } from "../../db/tables/catalogue.js";
import { AppError } from "../../kernel/errors.js";
import { optionIcons } from "../../lib/icons.js";
import type { VehicleRow } from "../catalogue/index.js";
import { bufferMinutes, type CatalogueSnapshot } from "../quotes/index.js";
import { type ModuleRow, paymentRules, type SettingsService } from "../settings/index.js";

/** The booking page's module document, serialised once per catalogue version. */
export interface PublicModuleDocument {
  data: PublicModule;
  /** The whole `{ success, data }` answer as JSON bytes, sent as they are. */
  body: Buffer;
  /** Weak: the same document may be sent compressed or not. */
  etag: string;
}

export function createPublicBookingService(deps: {
  settings: Pick<SettingsService, "getModule" | "getModuleByName">;
  snapshots: { get(moduleId: string): Promise<CatalogueSnapshot> };
  publicUrl: string;
  /** Whether the module can take card payments now (payments module); without it, never. */
  cardPayments?: (module: ModuleRow) => boolean;
  /** What the address search finds for a module with this Google key (the geo provider's reach). */
  addressSearch?: (googleApiKey: string) => "places" | "addresses";
  /** The operator's tile server for the keyless map (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
  mapTiles: PublicModule["mapTiles"];
}) {
  /** One document per snapshot: a new version is a new snapshot, so a new document. */
  const documents = new WeakMap<CatalogueSnapshot, PublicModuleDocument>();

  function publicModuleOf({ module, vehicles, imageUrl, options, fields }: CatalogueSnapshot): PublicModule {
    return {
      ...toPublicModule(module, vehicles, imageUrl, deps.cardPayments?.(module) ?? false),
      options: options.map((option) => toPublicOption(option, module.currency)),
      fields: fields.map(toPublicField),
      restrictedCountry: module.checkboxCountry ? module.restrictedCountry : null,
      bookingBufferMinutes: bufferMinutes(module.bookingBufferTime),
      bookingHorizonDays: module.bookingHorizonDays,
      addressSearch: deps.addressSearch?.(module.googleMapsApi) ?? "addresses",
      mapTiles: { urlTemplate: deps.mapTiles.urlTemplate, attribution: deps.mapTiles.attribution },
      utcOffsets: offsetSpansFromNow(module.timeZone),
    };
  }

  /**
   * GET /booking/{id}: the document and its ETag, from the module's catalogue snapshot. The ETag
   * names the version and hashes the bytes, so a change of this server's output (a new release)
   * is a new ETag too. The document does not depend on the customer's language.
   */
  async function publicModuleDocument(moduleId: string): Promise<PublicModuleDocument> {
    const snapshot = await deps.snapshots.get(moduleId);
    let document = documents.get(snapshot);
    if (!document) {
      const data = publicModuleOf(snapshot);
      const body = Buffer.from(JSON.stringify({ success: true, data }));
      const hash = createHash("sha1").update(body).digest("base64url").slice(0, 16);
      document = { data, body, etag: `W/"${snapshot.version}-${hash}"` };
      documents.set(snapshot, document);
    }
    return document;
  }

  return {
    async getPublicModule(moduleId: string): Promise<PublicModule> {
      return (await publicModuleDocument(moduleId)).data;
    },
    publicModuleDocument,
    /**
     * Where the payment result pages send the customer (GET /booking/{id}/url): the owner's
     * redirection URL, else their website, else the module's own booking page.
     */
    async returnUrl(moduleId: string): Promise<{ url: string }> {
      const module = await deps.settings.getModule(moduleId);
      return {
        url: module.redirectionUrl || module.websiteUrl || `${deps.publicUrl}/booking?id=${module.id}`,
      };
    },
    /**
     * GET /module-by-name/{name}: the module's id, for its current name or one it held before a
     * rename (the widget only needs the id, so a former name answers the same, not a redirect).
     */
    async findModuleIdByName(name: string): Promise<{ id: string }> {
      const module = await deps.settings.getModuleByName(name);
      return { id: module.id };
    },
    /**
     * The module behind a direct link /{name}, or undefined: `formerName` when the name is one it
     * left, with the name it has now (null when its company gives none) for the redirect.
     */
    async findModuleByName(
      name: string,
    ): Promise<{ id: string; formerName: boolean; currentName: string | null } | undefined> {
      try {
        const module = await deps.settings.getModuleByName(name);
        return { id: module.id, formerName: module.former, currentName: module.name };
      } catch (error) {
        if (error instanceof AppError && error.code === "MODULE_NOT_FOUND") return undefined;
        throw error;
      }
    },
  };
}

export type PublicBookingService = ReturnType<typeof createPublicBookingService>;

const DAY_MS = 86_400_000;
/**
 * How far the module document's offsets reach: a day back (a browser's clock a little behind),
 * and 400 days ahead, past any booking buffer and longer than a document stays in a cache.
 */
const OFFSETS_BEFORE_MS = DAY_MS;
const OFFSETS_AFTER_MS = 400 * DAY_MS;

/** The zone's offsets around now; none for a zone this runtime does not know (Intl then). */
function offsetSpansFromNow(timeZone: string, now = Date.now()): UtcOffsetSpan[] {
  try {
    return utcOffsetSpans(timeZone, now - OFFSETS_BEFORE_MS, now + OFFSETS_AFTER_MS);
  } catch {
    return [];
  }
}

/** Only what a customer may see: no prices of the fleet, no keys but the browser map key. */
function toPublicOption(
  row: Selectable<CustomOptionsTable>,
  currency: string,
): PublicModule["options"][number] {
  return {
    id: row.id,
    name: row.name,
    iconSvg: optionIcons()[row.icon] ?? "",
    vehicleId: row.allVehicles ? -1 : (row.vehicleId ?? 0),
    maxValue: row.maxValue,
    pricePerQuantity: fromMinorUnits(row.pricePerQuantity, currency),
  };
}

function toPublicField(row: Selectable<BookingFieldsTable>): PublicModule["fields"][number] {
  return {
    id: row.id,
    kind: row.kind as BuiltInFieldKind | null,
    name1: row.name1,
    name2: row.name2,
    required1: row.required1,
    required2: row.required2,
  };
}

function toPublicModule(
  module: ModuleRow,
  vehicles: VehicleRow[],
  imageUrl: string | null,
  cardPayments: boolean,
): Omit<
  PublicModule,
  | "options"
  | "fields"
  | "restrictedCountry"
  | "bookingBufferMinutes"
  | "bookingHorizonDays"
  | "mapTiles"
  | "utcOffsets"
> {
  // Online payment is offered only while the owner's card account can take it.
  const rules = paymentRules(module);
  const payments = {
    driver: module.checkboxDriverPayments,
    online: module.checkboxOnlinePayments && cardPayments,
    depositPercentage: rules.deposit?.percentage ?? null,
    gratuity: rules.gratuity ?? null,
    // Said only when so (decision 0133): the card paid online is saved for a change's extra.
    ...(module.chargeChangesOnline && module.checkboxOnlinePayments && cardPayments
      ? { chargesChanges: true }
      : {}),
  };
  return {
    id: module.id,
    title: module.title,
    description: module.description,
    imageUrl,
    companyName: module.companyName,
    phone: module.phone,
    websiteUrl: module.websiteUrl,
    redirectionUrl: module.redirectionUrl,
    currency: module.currency as CurrencyCode,
    defaultLanguage: module.defaultLanguage,
    lengthUnit: module.lengthUnit,
    timeZone: module.timeZone,
    appearance: {
      moduleWidth: module.moduleWidth,
      moduleHeight: module.moduleHeight,
      iconColor: module.iconColor,
      buttonColor: module.buttonColor,
      showMap: module.checkboxMap,
      centerLat: module.centerLat,
      centerLng: module.centerLng,
      centerZoom: module.centerZoom,
      googleMapsApiKey: module.googleMapsApi,
    },
    choices: {
      passengers: module.checkboxPassengers,
      vehicles: module.checkboxVehicles,
      trip: module.checkboxTrip,
    },
    payments,
    holidayMode: { active: module.checkboxHolidayMode, message: module.msgHolidayMode },
    // The module works only with a vehicle and a way to pay (docs/product.md#who-uses-it).
    ready: vehicles.length > 0 && (payments.driver || payments.online),
    vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      name: vehicle.name,
      passengersSpace: vehicle.passengersSpace,
      baggageSpace: vehicle.baggageSpace,
      hourlyMinMinutes: vehicle.hourlyRate > 0 ? vehicle.hourlyMinMinutes : null,
    })),
    hourlyHire: module.checkboxHourlyHire ? { stepMinutes: module.hourlyStepMinutes } : null,
    maxStops: module.maxStops,
    cancellationPolicy: publicCancellationPolicy(module),
  };
}

/** The cancellation policy as the widget states it: a fixed fee in the currency's units, like prices. */
function publicCancellationPolicy(module: ModuleRow): PublicModule["cancellationPolicy"] {
  return {
    freeHours: module.cancellationFreeHours,
    late: module.cancellationLate,
    fee:
      module.cancellationLate === "FIXED"
        ? fromMinorUnits(module.cancellationFee, module.currency)
        : module.cancellationFee,
  };
}
