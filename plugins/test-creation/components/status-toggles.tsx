/**
 * A test row's state (Draft, Awaiting approval, Published, Inactive), and the status and approval chips of a quiz-set
 * row: each chip shows the state and flips it on press. Their accessible name starts with what the chip shows (WCAG
 * "label in name"), then says what a press does.
 */
import type { TestState } from '../api/authoring-api';
import { useTcTranslation } from '../locales/texts';

const STATE_TONE: Record<TestState, string> = {
  draft: 'bg-warning-50 text-warning-800',
  'awaiting-approval': 'bg-primary-50 text-primary-800',
  published: 'bg-success-50 text-success-700',
  inactive: 'bg-canvas text-muted',
};

/** Where a test stands, in words (the colour only repeats them). */
export function StateBadge({ state }: { state: TestState }) {
  const { t } = useTcTranslation();
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATE_TONE[state]}`}>{t(`state.${state}`)}</span>;
}

const chipClass = (on: boolean) =>
  `rounded px-2 py-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-primary-600 ${on ? 'bg-success-50 text-success-700' : 'bg-canvas text-muted'} disabled:cursor-default`;

interface Row {
  title: string;
  status: string;
  approval: string;
}

export function StatusToggle({ row, disabled, onToggle }: { row: Row; disabled: boolean; onToggle: (next: 'active' | 'inactive') => void }) {
  const { t } = useTcTranslation();
  const on = row.status === 'active';
  const shown = t(`status.${row.status}`, { defaultValue: row.status });
  return (
    <button type="button" className={chipClass(on)} disabled={disabled} aria-label={`${shown}: ${t(on ? 'actions.deactivateNamed' : 'actions.activateNamed', { title: row.title })}`} onClick={() => onToggle(on ? 'inactive' : 'active')} data-testid="toggle-status">
      {shown}
    </button>
  );
}

export function ApprovalToggle({ row, disabled, onToggle }: { row: Row; disabled: boolean; onToggle: (next: 'approved' | 'unapproved') => void }) {
  const { t } = useTcTranslation();
  const on = row.approval === 'approved';
  const shown = t(`approval.${row.approval}`, { defaultValue: row.approval });
  return (
    <button type="button" className={chipClass(on)} disabled={disabled} aria-label={`${shown}: ${t(on ? 'actions.unapproveNamed' : 'actions.approveNamed', { title: row.title })}`} onClick={() => onToggle(on ? 'unapproved' : 'approved')} data-testid="toggle-approval">
      {shown}
    </button>
  );
}
