/**
 * /student/online-class-congratulations?class={id}: the class is complete: congratulations and the certificate
 * (GET oc/{classId}/certificate, a PDF fetched with the session and saved by the browser; 409 until complete).
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { useOcClass } from '../api/student';
import { downloadCertificate } from '../api/student-extra';
import { TrophyIcon } from '../components/student/icons';
import { classDetailsPath, classListPath } from '../lib/student-paths';
import { useStudentClassTranslation } from '../locales/student-texts';

const fileName = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'class'}-certificate.pdf`;

export default function StudentCongratulationsPage() {
  const [search] = useSearchParams();
  const raw = search.get('class') ?? '';
  const classId = /^\d+$/.test(raw) ? Number(raw) : 0;
  const { t } = useStudentClassTranslation();
  const oc = useOcClass(classId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!classId) return <Alert variant="error">{t('student.details.notFound')}</Alert>;
  if (oc.isPending) return <PageSpinner label={t('student.loading')} />;
  if (oc.isError) return <Alert variant="error">{t('student.details.loadFailed')}</Alert>;
  const c = oc.data;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 py-6 text-center" data-testid="oc-congratulations">
      {c.is_completed ? (
        <>
          <TrophyIcon className="h-16 w-16 text-warning-800" />
          <h1 className="text-2xl font-semibold text-ink">{t('student.congrats.title')}</h1>
          <p className="break-words text-base text-ink">{t('student.congrats.body', { title: c.title })}</p>
          {c.certificate_available && (
            <Button
              busy={busy}
              data-testid="download-certificate"
              onClick={async () => {
                setBusy(true);
                setFailed(false);
                try {
                  await downloadCertificate(c.id, fileName(c.title));
                } catch {
                  setFailed(true);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t('student.congrats.download')}
            </Button>
          )}
          {failed && <Alert variant="error">{t('student.congrats.downloadFailed')}</Alert>}
        </>
      ) : (
        <>
          <h1 className="text-2xl font-semibold text-ink">{c.title}</h1>
          <Alert variant="info">{t('student.congrats.notYet', { percent: c.progress.percent })}</Alert>
        </>
      )}
      <div className="flex flex-wrap justify-center gap-4">
        <Link to={classDetailsPath(c.id)} className="text-sm font-medium text-primary-700 underline underline-offset-2" data-testid="back-to-class">
          {t('student.backToClass')}
        </Link>
        <Link to={classListPath()} className="text-sm font-medium text-primary-700 underline underline-offset-2">
          {t('student.congrats.moreClasses')}
        </Link>
      </div>
    </div>
  );
}
