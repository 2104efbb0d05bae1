/**
 * The popups' fill of the student layout's `role.startup` slot. It must not slow the start page (issue 12 measures
 * it), so it asks the server only once the page is idle, and loads the dialog's code only when something is pending.
 * It never shows over the student-startup dialogs (package expiry, target score): while those apply it shows
 * nothing, and it waits while any other dialog is open. At most one popup per page load, the oldest pending first.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { RoleStartupProps } from '@kernel/plugins/types';
import { pendingPopups, type StudentPopup } from '../../api/popups-api';
import { otherStartupDialogApplies } from '../../lib/popup-startup-rules';

const PopupDialog = lazy(() => import('./popup-dialog'));

/** after the page is idle (or 1.5 s where requestIdleCallback is missing, as in Safari) */
function whenIdle(fn: () => void): () => void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout: 4000 });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(fn, 1500);
  return () => window.clearTimeout(id);
}

const anotherDialogOpen = () => document.querySelector('[role="dialog"]') !== null;

export default function PopupStartup({ user }: RoleStartupProps) {
  const [popup, setPopup] = useState<StudentPopup | null>(null);
  const blocked = otherStartupDialogApplies(user);
  useEffect(() => {
    if (blocked) return;
    let cancelled = false;
    let retry: number | undefined;
    const show = (items: StudentPopup[]) => {
      if (cancelled || items.length === 0) return;
      // another start-up dialog is open: try again shortly, until it is closed
      if (anotherDialogOpen()) retry = window.setTimeout(() => show(items), 2000);
      else setPopup(items[0]!);
    };
    const stop = whenIdle(() => {
      void pendingPopups()
        .then(show)
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      stop();
      window.clearTimeout(retry);
    };
  }, [blocked]);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} />
    </Suspense>
  );
}
