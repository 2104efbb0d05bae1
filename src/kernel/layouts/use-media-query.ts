import { useSyncExternalStore } from 'react';

/** Below 1150 px a window counts as narrow (docs/product-spec.md §1, docs/product-spec.md §9). */
export const WIDE_QUERY = '(min-width: 1150px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
