import { lazy, Suspense, useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@kernel/auth/auth-provider';
import type { AuthUser } from '@kernel/auth/user';
import { logout } from '@kernel/auth/logout';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';
import { isExpiredByDay } from '../lib/expiry';
import { resetPackageExpiredSignal, usePackageExpiredSignal } from '@kernel/http/package-expired-signal';

// Each dialog loads only when it is shown: most sign-ins show neither, and the target-score form brings date-fns
// and the slider, which would otherwise be fetched and run before the start page's own content.
const PackageExpiryDialog = lazy(() => import('./package-expiry-dialog').then((m) => ({ default: m.PackageExpiryDialog })));
const TargetScoreForm = lazy(() => import('./target-score-form').then((m) => ({ default: m.TargetScoreForm })));

/** Without a layout's own sign-out (tests, stories): sign out and leave for the login page. */
async function logoutAndLeave(): Promise<void> {
  await logout();
  window.location.assign(pathTo(links.login));
}

/**
 * After a renewal: the auth user again (its expiry) and every cached answer refetched, in place. A full page reload
 * would do the same but loses whatever the student had open and races any navigation already under way.
 */
function useRefreshAfterRenewal(): () => void {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useCallback(() => {
    auth.load();
    void queryClient.invalidateQueries();
  }, [auth, queryClient]);
}

/**
 * The student's start-up dialogs, the plugin's fill of the role layout's `role.startup` slot: a blocking expiry
 * notice (by the expiry date, or because the server refused a call with `package_expired`), else the target-score
 * form when none is set.
 */
export default function StudentStartup({ user }: { user: AuthUser }) {
  return <StartupDialogs user={user} onRenewed={useRefreshAfterRenewal()} />;
}

/** The dialogs themselves; without `onRenewed` the expiry notice offers no Renew. */
export function StartupDialogs({ user, onLogout = logoutAndLeave, onRenewed = () => {} }: { user: AuthUser; onLogout?: () => void | Promise<void>; onRenewed?: () => void }) {
  const [targetDone, setTargetDone] = useState(false);
  const [renewed, setRenewed] = useState(false);
  const refusedByServer = usePackageExpiredSignal();
  const renewedNow = useCallback(() => {
    setRenewed(true);
    resetPackageExpiredSignal();
    onRenewed();
  }, [onRenewed]);
  if (!renewed && (refusedByServer || isExpiredByDay(user.package_expiry_date))) {
    const leave = async () => {
      await onLogout();
      resetPackageExpiredSignal();
    };
    return (
      <Suspense fallback={null}>
        <PackageExpiryDialog expiry={user.package_expiry_date} centre={user.organization} onLogout={leave} onRenewed={renewedNow} />
      </Suspense>
    );
  }
  if (user.has_target_score === false && !targetDone) {
    return (
      <Suspense fallback={null}>
        <TargetScoreForm onComplete={() => setTargetDone(true)} />
      </Suspense>
    );
  }
  return null;
}
