import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { type AdminFeature, loadFeatureCatalogs } from "./i18n.js";

/** A lazy component that can also be fetched ahead of its first render. */
export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  preload(): Promise<unknown>;
};

/**
 * React.lazy whose loading also fetches the catalogs of the features it shows, in parallel with
 * its code: it renders only once its strings are there, never in English source text
 * (decision 0122). `preload` fetches both ahead of the first render.
 */
export function lazyWithCatalogs<Props>(
  catalogs: readonly AdminFeature[],
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  const loadAll = async () => (await Promise.all([load(), loadFeatureCatalogs(catalogs)]))[0];
  return Object.assign(
    lazy(async () => ({ default: await loadAll() })),
    { preload: loadAll },
  );
}

/**
 * lazyWithCatalogs for a module's named export: our pages are named exports, lazy wants a default
 * one. The import() stays at the call site so the bundler makes that module (and what only it
 * uses) a chunk of its own, fetched the first time the component renders or is preloaded (the
 * browser fetches a module once, so both share the request).
 */
export function lazyNamed<Props, Name extends string>(
  catalogs: readonly AdminFeature[],
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableComponent<Props> {
  return lazyWithCatalogs(catalogs, async () => (await load())[name]);
}
