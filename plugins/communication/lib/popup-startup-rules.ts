/**
 * Whether the student-startup dialogs apply to this sign-in (the package expired, or no target score yet): then no
 * popup is shown on this page load, so a popup never stands between a student and a blocking notice. Restated here
 * (a plugin does not import another plugin): the package is good through its expiry day.
 */
export function otherStartupDialogApplies(user: { package_expiry_date?: string | null; has_target_score?: boolean | null }, today = new Date()): boolean {
  if (user.has_target_score === false) return true;
  const expiry = user.package_expiry_date;
  if (!expiry) return false;
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return expiry < day;
}
