/**
 * /student/practice-test/{slug}/preview/{id}, /student/pte-practice/{slug}/preview/{id} (the same sitting, reached from
 * PTE practice) and /student/mock-exam/{slug}/mock-test/{id}: the test's sheet of
 * information (GET {examType}/{id}), the microphone check when it has speaking items, Start -> the exam player
 * (POST exam-enrolls). The answer sheet's id goes into the URL (?sheet=) so a reload resumes
 * (GET exam-enrolls/questions/{id}) at the item the server recorded. After submitting: the result page.
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { enrollTest, loadSession, submitSheet, testQuery, type ExamType } from '../api/exams-api';
import { ExamRunner } from '../components/exam-runner';
import { MicCheck } from '../components/mic-check';
import { TestCommunication } from '../components/test-communication';
import { hasSpeaking } from '../lib/session-mapping';
import { areaOfPath, listPathOf, resultPath, type TestArea } from '../lib/slug';
import { useExamsTranslation } from '../locales/texts';

const linkClass = 'inline-flex min-h-10 items-center rounded-md border border-line bg-surface px-4 py-2 text-sm text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export default function SittingPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  const examType: ExamType = area === 'mock' ? 'mock-tests' : 'practice-tests';
  return <Sitting key={`${examType}/${id}`} examType={examType} area={area} testId={id} />;
}

function Sitting({ examType, area, testId }: { examType: ExamType; area: TestArea; testId: string }) {
  const { t } = useExamsTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const sheet = params.get('sheet');
  const [started, setStarted] = useState(sheet !== null);
  const [micOk, setMicOk] = useState(false);
  const test = useQuery({ ...testQuery(examType, testId), enabled: !started });
  const kind = area === 'pte-practice' ? 'ptePractice' : area;
  const listPath = listPathOf(area);
  const mode = examType === 'mock-tests' ? 'mock' : 'practice-test';

  if (started) {
    return (
      <ExamRunner
        mode={mode}
        allowBack={false}
        sheetId={sheet}
        load={(sheetId) => (sheetId ? loadSession(sheetId) : enrollTest(testId, examType))}
        submit={async (sheetId, reason) => {
          const card = await submitSheet(sheetId, reason);
          return String(card.answer_sheet_id ?? sheetId);
        }}
        onEnrolled={(sheetId) => {
          if (params.get('sheet') !== sheetId) setParams({ sheet: sheetId }, { replace: true });
        }}
        onAlreadySubmitted={(sheetId) => navigate(resultPath(mode, sheetId), { replace: true })}
        onSubmitted={(resultId) => {
          void queryClient.invalidateQueries({ queryKey: ['exams'] });
          navigate(resultPath(mode, resultId), { replace: true });
        }}
      />
    );
  }

  if (test.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('sitting.loadFailed')}</Alert>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void test.refetch()} busy={test.isFetching}>
            {t('retry')}
          </Button>
          <Link to={listPath} className={linkClass}>
            {t(`${kind}.back`)}
          </Link>
        </div>
      </div>
    );
  }
  if (test.isPending) return <PageSpinner label={t('loading')} />;
  const data = test.data;
  const speaking = hasSpeaking(data.sections);
  const sections = Object.entries(data.sections ?? {}).filter(([, n]) => (n ?? 0) > 0);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5" data-testid="sitting-intro">
      <nav aria-label={t('sitting.breadcrumb')} className="text-sm text-muted">
        <Link to={listPath} className="hover:underline">
          {t(`${kind}.title`)}
        </Link>{' '}
        / {data.title}
      </nav>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-ink">{data.title}</h1>
        {data.description && <p className="whitespace-pre-line text-muted">{data.description}</p>}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-4 text-sm">
        <dt className="text-muted">{t('list.questions')}</dt>
        <dd className="tabular-nums text-ink">{data.no_of_questions}</dd>
        <dt className="text-muted">{t('list.duration')}</dt>
        <dd className="text-ink">{data.duration_minutes ? t('list.minutes', { count: data.duration_minutes }) : t('list.officialTiming')}</dd>
        {sections.length > 0 && (
          <>
            <dt className="text-muted">{t('sitting.sections')}</dt>
            <dd className="text-ink">{sections.map(([s, n]) => `${t(`sections.${s}`, { defaultValue: s })} ${n}`).join(' · ')}</dd>
          </>
        )}
      </dl>
      <Alert variant="info">{t('sitting.rules')}</Alert>
      <TestCommunication kind="intro" />
      {speaking && <MicCheck onReady={setMicOk} />}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setStarted(true)} disabled={speaking && !micOk} data-testid="start-sitting">
          {t('sitting.start')}
        </Button>
        <Link to={listPath} className={linkClass}>
          {t(`${kind}.back`)}
        </Link>
      </div>
      {speaking && !micOk && <p className="text-sm text-muted">{t('sitting.micFirst')}</p>}
    </div>
  );
}
