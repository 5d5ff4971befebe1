import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A lazily loaded page (or part of one, with props `P`) that can be loaded ahead of its first
 * render (server render, hydration).
 */
export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy for a page module that exports its component by name (no default exports).
 * `preload()` fetches the chunk; once it has arrived, the page renders at once, without
 * suspending: React reads a thenable that calls back synchronously, so hydration and the
 * server render never leave a page behind a Suspense fallback it has already loaded.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module[name])));
  const component = lazy(() => {
    if (loaded) {
      const page = loaded;
      // A settled "promise" React reads synchronously (see above).
      return { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: page }) } as never;
    }
    return preload().then((page) => ({ default: page }));
  });
  return Object.assign(component, { preload });
}
