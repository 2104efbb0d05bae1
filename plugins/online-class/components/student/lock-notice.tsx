/** A locked chapter: why (the server's reason) and what opens it, with the chapter to go back to. Not an error. */
import { Link } from 'react-router';
import { Button } from '@ui/button';
import { LockIcon } from './icons';
import { useStudentClassTranslation } from '../../locales/student-texts';

export function LockNotice({ reason, previous, onRetry }: { reason: string | null; previous: { title: string; to: string } | null; onRetry?: () => void }) {
  const { t } = useStudentClassTranslation();
  const why = reason === 'quiz_not_passed' ? 'quiz' : 'previous';
  return (
    <section className="flex flex-col items-start gap-3 rounded-card border border-warning-800/30 bg-warning-50 p-4" data-testid="chapter-locked" data-reason={reason ?? ''} aria-labelledby="locked-title">
      <h2 id="locked-title" className="flex items-center gap-2 text-lg font-semibold text-warning-800">
        <LockIcon className="h-5 w-5" />
        {t('student.lock.title')}
      </h2>
      <p className="text-sm text-ink">{t(`student.lock.why.${why}`)}</p>
      {previous && (
        <p className="text-sm text-ink">
          {t(`student.lock.unlock.${why}`)}{' '}
          <Link to={previous.to} className="font-medium text-primary-700 underline underline-offset-2" data-testid="unlocking-chapter">
            {previous.title}
          </Link>
        </p>
      )}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} data-testid="check-again">
          {t('student.lock.checkAgain')}
        </Button>
      )}
    </section>
  );
}
