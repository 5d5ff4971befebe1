import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A lazily loaded page that can be loaded ahead of its first render (server render, hydration). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<ComponentType> };

/**
 * React.lazy for a page module that exports its component by name (no default exports).
 * `preload()` fetches the chunk; once it has arrived, the page renders at once, without
 * suspending: React reads a thenable that calls back synchronously, so hydration and the
 * server render never leave a page behind a Suspense fallback it has already loaded.
 */
export function lazyPage<K extends string>(load: () => Promise<{ [key in K]: ComponentType }>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module[name])));
  const component = lazy(() => {
    if (loaded) {
      const page = loaded;
      // A settled "promise" React reads synchronously (see above).
      return { then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: page }) } as never;
    }
    return preload().then((page) => ({ default: page }));
  });
  return Object.assign(component, { preload });
}
