import { createContext, useContext } from 'react';
import { Alert } from '@ui/alert';
import type { ItemIssue } from '../define-question-type.ts';
import { useKitTranslation } from './kit-i18n.ts';

/**
 * True where a form around the editor already lists the item's issues in its own summary (naming each field): the
 * editor's summary then stays away, so a problem is said once above the form and once at its field, not three times.
 */
export const IssuesSummarisedAbove = createContext(false);

/** All of an item's issues in one alert above an editor (each field shows its own as well). */
export function IssueSummary({ issues }: { issues: readonly ItemIssue[] }) {
  const { t } = useKitTranslation();
  const above = useContext(IssuesSummarisedAbove);
  if (issues.length === 0 || above) return null;
  return (
    <Alert variant="error">
      <p className="font-medium">{t('issues.title')}</p>
      <ul className="mt-1 list-disc pl-5" data-testid="editor-issues">
        {issues.map((i, n) => (
          <li key={n} data-path={i.path}>
            {i.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
