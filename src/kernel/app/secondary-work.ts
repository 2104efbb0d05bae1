/**
 * Work a page's first paint does not need — the bell's unread count, the layout's start-up dialogs, the drawer's
 * chunk — waits until a while after start-up's first render. On a slow link each such request shares the bandwidth
 * and the browser's six connections with the page's own chunks and reads, and in Lighthouse's simulation every
 * request started before the largest paint is charged to it (the portal carried ~20 KiB of them).
 * Start-up opts in (`deferSecondaryWork`); until it does (tests, stories) the work is not held back.
 */
import { useSyncExternalStore } from 'react';

let ready = true;
const listeners = new Set<() => void>();

/**
 * Holds secondary work back for `ms` from now (start-up calls it with its first render); `settled` runs just before
 * it is let go, when everything the page itself asked for is in and nothing secondary yet.
 */
export function deferSecondaryWork(ms: number, settled?: () => void): void {
  ready = false;
  setTimeout(() => {
    settled?.();
    ready = true;
    for (const l of listeners) l();
  }, ms);
}

/** Whether secondary work may start; re-renders once it may. */
export function useSecondaryWorkReady(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => ready,
  );
}
