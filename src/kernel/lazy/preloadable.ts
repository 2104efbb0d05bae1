/**
 * `lazy` that can be loaded ahead and then renders without suspending. A bare `lazy` suspends on its first render
 * even when its chunk arrived long ago, and a Suspense boundary that showed its fallback reveals its content no sooner
 * than 300 ms later (React throttles reveals). So a page whose chunks the start-up's warm-up had fetched still went
 * spinner -> frame -> page in two 300 ms steps, and on an item page the frame's bottom bar jumped when the item came.
 */
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export type LazyModule<P> = () => Promise<{ default: ComponentType<P> }>;

export interface Preloadable<P> {
  /** renders the module's component: directly once it is here, through `lazy` before */
  Component: FunctionComponent<P>;
  /** loads the module (once; a failed load may be asked for again) */
  preload(): Promise<unknown>;
  /** whether the module has arrived */
  loaded(): boolean;
}

export function preloadable<P extends object>(load: LazyModule<P>): Preloadable<P> {
  let loadedComponent: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loadedComponent = m.default;
        return m;
      },
      (e: unknown) => {
        pending = null;
        throw e;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  const Component: FunctionComponent<P> = (props) => createElement((loadedComponent ?? Lazy) as ComponentType<P>, props);
  return { Component, preload, loaded: () => loadedComponent !== null };
}

// keyed by the loader a declaration holds (a route's, a card's, a slot fill's `lazy`), so the warm-up's preload and
// the component that renders it share one module promise
const byLoader = new WeakMap<LazyModule<never>, Preloadable<never>>();

/** The one preloadable of a declared loader. */
export function preloadableOf<P extends object>(load: LazyModule<P>): Preloadable<P> {
  let hit = byLoader.get(load as LazyModule<never>) as Preloadable<P> | undefined;
  if (!hit) {
    hit = preloadable(load);
    byLoader.set(load as LazyModule<never>, hit as unknown as Preloadable<never>);
  }
  return hit;
}
