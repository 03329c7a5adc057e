/**
 * A service that another one needs at run time but that can only be built after it: the
 * composition root declares the binding first, hands `current` to the early service's closures,
 * and binds the value once it exists. A call before that is a wiring bug, named, not a
 * ReferenceError from a `const` further down (docs/architecture.md, "Wiring").
 */
export interface LateBinding<T> {
  /** The bound value; throws until `bind` was called. */
  current(): T;
  bind(value: T): void;
}

export function lateBinding<T>(name: string): LateBinding<T> {
  let bound: { value: T } | undefined;
  return {
    current() {
      if (!bound) throw new Error(`${name} is used before the composition root bound it`);
      return bound.value;
    },
    bind(value) {
      if (bound) throw new Error(`${name} is bound twice`);
      bound = { value };
    },
  };
}

/**
 * Something that happened to a module (its catalogue or settings changed), told to whoever
 * listens: the writers learn of no reader, and the reader (the snapshot cache) subscribes once
 * it is built.
 */
export interface ModuleSignal {
  notify(moduleId: string): void;
  subscribe(listener: (moduleId: string) => void): void;
}

export function moduleSignal(): ModuleSignal {
  const listeners: ((moduleId: string) => void)[] = [];
  return {
    notify(moduleId) {
      for (const listener of listeners) listener(moduleId);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}
