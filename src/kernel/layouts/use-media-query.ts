import { useSyncExternalStore } from 'react';

/** Below 1150 px a window counts as narrow (§1, §9). */
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
