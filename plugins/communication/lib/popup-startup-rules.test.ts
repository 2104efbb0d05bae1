import { describe, expect, it } from 'vitest';
import { otherStartupDialogApplies } from './popup-startup-rules';

describe('popups wait for the start-up dialogs', () => {
  const today = new Date(2026, 4, 10);
  it('waits while no target score is set or the package has expired', () => {
    expect(otherStartupDialogApplies({ has_target_score: false, package_expiry_date: '2027-01-01' }, today)).toBe(true);
    expect(otherStartupDialogApplies({ has_target_score: true, package_expiry_date: '2026-05-09' }, today)).toBe(true);
  });
  it('shows on the expiry day itself and without an expiry', () => {
    expect(otherStartupDialogApplies({ has_target_score: true, package_expiry_date: '2026-05-10' }, today)).toBe(false);
    expect(otherStartupDialogApplies({ has_target_score: true, package_expiry_date: null }, today)).toBe(false);
  });
});
