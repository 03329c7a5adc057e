import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** A lazy component that can also be fetched ahead of its first render. */
export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  preload(): Promise<unknown>;
};

/**
 * React.lazy for a module's named export: our pages are named exports, lazy wants a default one.
 * The import() stays at the call site so the bundler makes that module (and what only it uses) a
 * chunk of its own, fetched the first time the component renders or is preloaded (the browser
 * fetches a module once, so both share the request).
 */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadableComponent<Props> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}
