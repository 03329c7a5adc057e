import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy for a module's named export: our pages are named exports, lazy wants a default one.
 * The import() stays at the call site so the bundler makes that module (and what only it uses) a
 * chunk of its own, fetched the first time the component renders.
 */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
