import { useState } from 'react';
import type { AuthUser } from '../auth/user';
import { isExpiredByDay } from './expiry';
import { PackageExpiryDialog } from './package-expiry-dialog';
import { TargetScoreForm } from './target-score-form';

/** The student's start-up dialogs: a blocking expiry notice, else the target-score form when none is set. */
export default function StudentStartup({ user }: { user: AuthUser }) {
  const [targetDone, setTargetDone] = useState(false);
  if (isExpiredByDay(user.package_expiry_date)) return <PackageExpiryDialog expiry={user.package_expiry_date} />;
  if (user.has_target_score === false && !targetDone) return <TargetScoreForm onComplete={() => setTargetDone(true)} />;
  return null;
}
