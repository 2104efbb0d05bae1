/** An application's status as a small label: hired and shortlisted stand out, rejected is muted. */
import type { ApplicationSummary } from '../api/jobs-api';
import { useJobsTranslation } from '../locales/texts';

const TONE: Record<ApplicationSummary['status'], string> = {
  draft: 'bg-canvas text-muted',
  new: 'bg-primary-50 text-primary-800',
  shortlisted: 'bg-warning-50 text-warning-800',
  interview: 'bg-warning-50 text-warning-800',
  rejected: 'bg-canvas text-muted',
  hired: 'bg-success-50 text-success-700',
};

export function StatusBadge({ status }: { status: ApplicationSummary['status'] }) {
  const { t } = useJobsTranslation();
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${TONE[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
