import { useCallback, useState } from 'react';
import type { AuthUser } from '@kernel/auth/user';
import { logout } from '@kernel/auth/logout';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';
import { isExpiredByDay } from '../lib/expiry';
import { PackageExpiryDialog } from './package-expiry-dialog';
import { resetPackageExpiredSignal, usePackageExpiredSignal } from '@kernel/http/package-expired-signal';
import { TargetScoreForm } from './target-score-form';

/** Without a layout's own sign-out (tests, stories): sign out and leave for the login page. */
async function logoutAndLeave(): Promise<void> {
  await logout();
  window.location.assign(pathTo(links.login));
}

/** After a renewal: the page again, so the auth user (its expiry), the menus and every cached answer are fresh. */
function reloadPage(): void {
  window.location.reload();
}

/**
 * The student's start-up dialogs, the plugin's fill of the role layout's `role.startup` slot: a blocking expiry
 * notice (by the expiry date, or because the server refused a call with `package_expired`), else the target-score
 * form when none is set.
 */
export default function StudentStartup({ user, onLogout = logoutAndLeave, onRenewed = reloadPage }: { user: AuthUser; onLogout?: () => void | Promise<void>; onRenewed?: () => void }) {
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
    return <PackageExpiryDialog expiry={user.package_expiry_date} centre={user.organization} onLogout={leave} onRenewed={renewedNow} />;
  }
  if (user.has_target_score === false && !targetDone) return <TargetScoreForm onComplete={() => setTargetDone(true)} />;
  return null;
}
