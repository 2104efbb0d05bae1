import { Alert } from '@ui/alert';
import type { ItemIssue } from '../define-question-type.ts';
import { useKitTranslation } from './kit-i18n.ts';

/** All of an item's issues in one alert above an editor (each field shows its own as well). */
export function IssueSummary({ issues }: { issues: readonly ItemIssue[] }) {
  const { t } = useKitTranslation();
  if (issues.length === 0) return null;
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
