import { createHash } from "node:crypto";
import type { CurrencyCode, Language } from "../../../contract/common.js";
import type { MapTiles } from "../../../contract/map-tiles.js";
import {
  type CurrencyInfo,
  type ModuleConfig,
  type ModuleConfigInput,
  type ModuleImage,
  type ModuleSettings,
  type ModuleSettingsValues,
  type RouteMeasurement,
  settingsViolations,
} from "../../../contract/settings.js";
import type { Executor } from "../../db/executor.js";
import { AppError, notFound } from "../../kernel/errors.js";
import { assertImageDimensions } from "./image-dimensions.js";
import { detectImageType } from "./image-type.js";
import { moduleNameFrom, nameFitsBase, pickModuleName } from "./module-name.js";
import type { ModuleRow, SettingsRepository, StoredImage } from "./repository.js";
import { toModuleChanges, toModuleSettings } from "./settings-mapper.js";

export interface SettingsServiceDeps {
  /** Absolute base of links we hand out (image URL, direct link, script URL). */
  publicUrl: string;
  countActiveVehicles(moduleId: string): Promise<number>;
  /** Whether the module can take card payments; the payments issue plugs in Stripe here. */
  cardPaymentsAvailable?(moduleId: string): Promise<boolean>;
  /** Told after a module-row or image write commits: this server drops the module's snapshot at once. */
  changed?(moduleId: string): void;
  /** Asks Google whether a newly entered Maps key works (never throws; unset: keys are not checked). */
  checkGoogleKey?(key: string): Promise<"usable" | "disabled" | "refused">;
  /** The operator's tile server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), for the admin's zone map. */
  mapTiles: MapTiles;
  /** Who measures the module's trips with this server's geo configuration (unset: the browser). */
  routeMeasurement?(googleApiKey: string): RouteMeasurement;
}

const moduleNotFound = () => notFound("MODULE_NOT_FOUND", "No booking module has this identifier");

/** PostgreSQL's unique violation: another module took the same direct-link name first. */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

/** "€" for EUR in French, "$" for USD…: the narrow symbol, as owners see it on their screens. */
export function currencySymbol(currency: CurrencyCode, language: Language): string {
  const parts = new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

export function createSettingsService(repository: SettingsRepository, deps: SettingsServiceDeps) {
  const shared = settingsHelpers(repository, deps);
  return {
    ...moduleOperations(repository, shared),
    ...embedOperations(repository, shared),
    ...imageOperations(repository, deps, shared),
  };
}

type Helpers = ReturnType<typeof settingsHelpers>;

/** What the operations share: the module's links and image, its settings view, its name rules. */
function settingsHelpers(repository: SettingsRepository, deps: SettingsServiceDeps) {
  const changed = (moduleId: string) => deps.changed?.(moduleId);

  /**
   * A new or changed Google Maps key is tried once before anything is saved: a key whose Maps
   * APIs are switched off answers GOOGLE_API_DISABLED (the admin lists the APIs to enable), a key
   * Google rejects GOOGLE_API_WARNING (check the key). The key already stored is not asked again.
   */
  async function assertGoogleKeyWorks(moduleId: string, key: string | null | undefined) {
    const candidate = key?.trim() ?? "";
    if (!deps.checkGoogleKey || candidate === "") return;
    const current = await repository.findModuleById(moduleId);
    if (current?.googleMapsApi === candidate) return;
    const verdict = await deps.checkGoogleKey(candidate);
    if (verdict === "disabled") {
      throw new AppError(
        "GOOGLE_API_DISABLED",
        "The Google Maps APIs are not enabled for this key: enable Maps JavaScript, Directions and Places",
      );
    }
    if (verdict === "refused") {
      throw new AppError("GOOGLE_API_WARNING", "Google refused this Maps key: check it");
    }
  }
  const cardPaymentsAvailable = (moduleId: string) =>
    deps.cardPaymentsAvailable ? deps.cardPaymentsAvailable(moduleId) : Promise.resolve(false);

  const directUrl = (module: Pick<ModuleRow, "id" | "name">) =>
    module.name
      ? `${deps.publicUrl}/${module.name}`
      : `${deps.publicUrl}/booking?id=${encodeURIComponent(module.id)}`;

  async function imageUrl(moduleId: string): Promise<string | null> {
    const meta = await repository.findImageMeta(moduleId);
    return meta ? `${deps.publicUrl}/api/booking/${moduleId}/image?v=${meta.etag}` : null;
  }

  const moduleConfigOf = (module: ModuleRow): ModuleConfig => ({
    identifier: module.id,
    directUrl: directUrl(module),
    scriptUrl: `${deps.publicUrl}/widget/chauffeur-booking.js`,
    moduleWidth: module.moduleWidth,
    moduleHeight: module.moduleHeight,
    iconColor: module.iconColor.toUpperCase(),
    buttonColor: module.buttonColor.toUpperCase(),
    checkboxMap: module.checkboxMap,
  });

  async function getModule(id: string): Promise<ModuleRow> {
    const module = await repository.findModuleById(id);
    if (!module) throw moduleNotFound();
    return module;
  }

  async function settingsOf(module: ModuleRow): Promise<ModuleSettings> {
    const [image, vehicles, card] = await Promise.all([
      imageUrl(module.id),
      deps.countActiveVehicles(module.id),
      cardPaymentsAvailable(module.id),
    ]);
    return toModuleSettings(module, {
      imageUrl: image,
      directUrl: directUrl(module),
      vehicle: vehicles > 0,
      cardPaymentsAvailable: card,
      mapTiles: { urlTemplate: deps.mapTiles.urlTemplate, attribution: deps.mapTiles.attribution },
      routeMeasurement: deps.routeMeasurement?.(module.googleMapsApi) ?? "BROWSER",
    });
  }

  /**
   * The direct-link name for a company name: kept when it still fits, else the first free of
   * slug, slug-2, slug-3… (null when the name gives no usable slug: the link is then /booking?id=).
   */
  async function nameForCompany(executor: Executor, module: ModuleRow, companyName: string) {
    const base = moduleNameFrom(companyName);
    if (!base) return null;
    if (nameFitsBase(module.name, base)) return module.name;
    return pickModuleName(base, await repository.namesLike(executor, base, module.id));
  }

  /** Runs a write that may allocate a name; a concurrent owner taking it first means try again. */
  async function withNameRetry<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  return {
    changed,
    assertGoogleKeyWorks,
    cardPaymentsAvailable,
    imageUrl,
    moduleConfigOf,
    getModule,
    settingsOf,
    nameForCompany,
    withNameRetry,
  };
}

/** The module found by identifier or name, its settings, and its company name. */
function moduleOperations(repository: SettingsRepository, helpers: Helpers) {
  const { changed, assertGoogleKeyWorks, cardPaymentsAvailable, imageUrl, getModule } = helpers;
  const { settingsOf, nameForCompany, withNameRetry } = helpers;
  return {
    /** The module by its public identifier; unknown ids answer MODULE_NOT_FOUND. */
    getModule,

    /**
     * The module a direct-link name leads to: the one holding it now, else the one that held it
     * before a rename (`former: true`; its old links redirect to the current one).
     */
    async getModuleByName(name: string): Promise<ModuleRow & { former: boolean }> {
      const current = await repository.findModuleByName(name);
      if (current) return { ...current, former: false };
      const previous = await repository.findModuleByFormerName(name);
      if (previous) return { ...previous, former: true };
      throw notFound("MODULE_NOT_FOUND", "No booking module has this name");
    },

    /** The public URL of the module's image (versioned by its hash), or null without one. */
    imageUrl,

    async getSettings(moduleId: string): Promise<ModuleSettings> {
      return settingsOf(await getModule(moduleId));
    },

    /**
     * Saves every settings field after the cross-field rules (settingsViolations); the first
     * specific code (PAYMENT_METHOD_NOT_SELECTED, HOME_CITY_NOT_FOUND…) is the answer's code and
     * every violation is listed in its issues. All or nothing, in one transaction.
     */
    async saveSettings(moduleId: string, input: ModuleSettingsValues): Promise<ModuleSettings> {
      const violations = settingsViolations(input, {
        cardPaymentsAvailable: await cardPaymentsAvailable(moduleId),
      });
      if (violations.length > 0) {
        const specific = violations.find((violation) => violation.code !== "VALIDATION_ERROR");
        const first = specific ?? violations[0]!;
        throw new AppError(
          first.code,
          first.message,
          violations.map((violation) => ({
            path: `body.${violation.path}`,
            code: violation.code,
            message: violation.message,
          })),
        );
      }
      await assertGoogleKeyWorks(moduleId, input.googleMapsApi);
      const saved = await withNameRetry(() =>
        repository.db.transaction().execute(async (trx) => {
          const current = await repository.lockModule(trx, moduleId);
          if (!current) throw moduleNotFound();
          const changes = toModuleChanges(input, current);
          if (input.companyName !== current.companyName) {
            changes.name = await nameForCompany(trx, current, input.companyName);
          }
          return repository.updateModule(trx, moduleId, changes);
        }),
      );
      changed(moduleId);
      return settingsOf(saved);
    },

    /**
     * Sets the company name and the direct-link name that follows it, in the caller's
     * transaction (the welcome dialog of the auth module can use this too).
     */
    async setCompanyName(executor: Executor, moduleId: string, companyName: string): Promise<ModuleRow> {
      const current = await repository.lockModule(executor, moduleId);
      if (!current) throw moduleNotFound();
      // A module created without a company has no title yet: the widget shows the company's.
      const title = current.title === "" ? companyName : current.title;
      if (current.companyName === companyName && current.name && title === current.title) return current;
      const name = await nameForCompany(executor, current, companyName);
      // The caller's transaction may not have committed yet: its notification drops the snapshot again.
      const saved = await repository.updateModule(executor, moduleId, { companyName, name, title });
      changed(moduleId);
      return saved;
    },
  };
}

/** How the widget is embedded in the owner's site: its size and colours, and the currency shown. */
function embedOperations(repository: SettingsRepository, helpers: Helpers) {
  const { changed, moduleConfigOf, getModule } = helpers;
  return {
    getModuleConfig: async (moduleId: string) => moduleConfigOf(await getModule(moduleId)),

    async saveModuleConfig(moduleId: string, input: ModuleConfigInput): Promise<ModuleConfig> {
      await getModule(moduleId);
      const saved = await repository.updateModule(repository.db, moduleId, {
        moduleWidth: input.moduleWidth,
        moduleHeight: input.moduleHeight,
        iconColor: input.iconColor.toUpperCase(),
        buttonColor: input.buttonColor.toUpperCase(),
        checkboxMap: input.checkboxMap,
      });
      changed(moduleId);
      return moduleConfigOf(saved);
    },

    async getCurrency(moduleId: string, language: Language): Promise<CurrencyInfo> {
      const module = await getModule(moduleId);
      const code = module.currency as CurrencyCode;
      return { code, symbol: currencySymbol(code, language) };
    },
  };
}

/** The module's image: checked, stored, removed and served. */
function imageOperations(repository: SettingsRepository, deps: SettingsServiceDeps, helpers: Helpers) {
  const { changed, getModule } = helpers;
  return {
    /**
     * Stores the module's image after checking its type from its bytes and its pixel dimensions
     * from its header; the byte limit was enforced by the multipart parser before the bytes
     * reached us.
     */
    async saveImage(moduleId: string, data: Uint8Array): Promise<ModuleImage> {
      if (data.byteLength === 0) throw new AppError("VALIDATION_ERROR", "The file is empty");
      const contentType = detectImageType(data);
      if (!contentType) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Only PNG, JPEG and WebP images are accepted");
      }
      assertImageDimensions(data);
      await getModule(moduleId);
      const etag = createHash("sha256").update(data).digest("hex").slice(0, 20);
      await repository.saveImage(moduleId, { contentType, data, etag });
      changed(moduleId);
      return {
        imageUrl: `${deps.publicUrl}/api/booking/${moduleId}/image?v=${etag}`,
        contentType,
        size: data.byteLength,
      };
    },

    /** Removes the image; removing an absent image is not an error (the end state is the same). */
    async deleteImage(moduleId: string): Promise<{ deleted: boolean }> {
      const deleted = await repository.deleteImage(moduleId);
      if (deleted) changed(moduleId);
      return { deleted };
    },

    async getImage(moduleId: string): Promise<StoredImage> {
      const image = await repository.findImage(moduleId);
      if (!image) throw notFound("NOT_FOUND", "This module has no image");
      return image;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
