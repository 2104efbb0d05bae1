/**
 * /student/online-class-details/{id}: a class (GET oc/{classId}): its description, why it matters, the FAQ (a
 * disclosure list), the modules with their chapters (each with its lock and why, its progress and a bookmark), the
 * student's progress, where to go on, and the certificate once the class is complete.
 */
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { PageSpinner } from '@ui/spinner';
import { invalidateOc, setBookmark, useOcClass, type OcChapterBrief, type OcClass } from '../api/student';
import { Ribbon } from '../components/student/class-card';
import { LockIcon } from '../components/student/icons';
import { ProgressBar } from '../components/student/progress-bar';
import { chapterPath, classListPath, congratulationsPath } from '../lib/student-paths';
import { useStudentClassTranslation } from '../locales/student-texts';

export default function StudentClassDetailsPage() {
  const { id = '' } = useParams();
  const classId = /^\d+$/.test(id) ? Number(id) : 0;
  const { t } = useStudentClassTranslation();
  const oc = useOcClass(classId);
  if (!classId) return <Alert variant="error">{t('student.details.notFound')}</Alert>;
  if (oc.isPending) return <PageSpinner label={t('student.loading')} />;
  if (oc.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{t('student.details.loadFailed')}</Alert>
        <Link to={classListPath()} className="text-sm font-medium text-primary-700 underline">
          {t('student.backToList')}
        </Link>
      </div>
    );
  }
  return <ClassDetails oc={oc.data} />;
}

/** the first open chapter not complete: where "Continue" leads */
function nextUp(oc: OcClass): { chapter: OcChapterBrief } | null {
  for (const m of oc.modules) for (const c of m.chapters) if (!c.locked && !c.is_completed) return { chapter: c };
  return null;
}

function ClassDetails({ oc }: { oc: OcClass }) {
  const { t } = useStudentClassTranslation();
  const next = nextUp(oc);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-testid="oc-details" data-class-id={oc.id}>
      <Link to={classListPath()} className="self-start text-sm font-medium text-primary-700 underline-offset-2 hover:underline">
        {t('student.backToList')}
      </Link>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Ribbon ribbon={oc.ribbon} />
          <span className="text-xs text-muted">{t(`student.levels.${oc.level}`)}</span>
        </div>
        <h1 className="break-words text-2xl font-semibold text-ink">{oc.title}</h1>
        {oc.thumbnail_url && <img src={oc.thumbnail_url} alt="" className="max-h-56 w-full max-w-xl rounded-card object-cover" />}
        <div className="flex max-w-md flex-col gap-1">
          <ProgressBar percent={oc.progress.percent} label={t('student.details.progressLabel')} testId="class-progress" />
          <p className="text-xs text-muted">{t('student.details.progress', { done: oc.progress.done, total: oc.progress.total, percent: oc.progress.percent })}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {oc.is_completed ? (
            <Link to={congratulationsPath(oc.id)} className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 text-sm font-medium text-white hover:bg-primary-700" data-testid="to-certificate">
              {t('student.details.certificate')}
            </Link>
          ) : (
            next && (
              <Link
                to={chapterPath(oc.id, next.chapter.module_id, next.chapter.id)}
                className="inline-flex min-h-10 items-center rounded-md bg-primary-600 px-4 text-sm font-medium text-white hover:bg-primary-700"
                data-testid="continue-class"
              >
                {oc.progress.done > 0 ? t('student.details.continue') : t('student.details.start')}
              </Link>
            )
          )}
        </div>
      </header>

      {oc.description && (
        <section aria-labelledby="about-title" className="flex flex-col gap-2">
          <h2 id="about-title" className="text-lg font-semibold text-ink">
            {t('student.details.about')}
          </h2>
          {oc.description.split(/\n{2,}/).map((p, i) => (
            <p key={i} className="whitespace-pre-line break-words text-sm text-ink">
              {p}
            </p>
          ))}
        </section>
      )}

      {oc.why_important.length > 0 && (
        <section aria-labelledby="why-title" className="flex flex-col gap-2" data-testid="why-important">
          <h2 id="why-title" className="text-lg font-semibold text-ink">
            {t('student.details.why')}
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
            {oc.why_important.map((w, i) => (
              <li key={i} className="break-words">
                {w}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="modules-title" className="flex flex-col gap-4">
        <h2 id="modules-title" className="text-lg font-semibold text-ink">
          {t('student.details.modules')}
        </h2>
        {oc.modules.length === 0 && <p className="text-sm text-muted">{t('student.details.noModules')}</p>}
        <ol className="flex flex-col gap-4">
          {oc.modules.map((m, mi) => (
            <li key={m.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" data-testid="oc-module">
              <div className="flex flex-col gap-1">
                <h3 className="break-words text-base font-semibold text-ink">{t('student.details.moduleTitle', { index: mi + 1, title: m.title })}</h3>
                {m.description && <p className="break-words text-sm text-muted">{m.description}</p>}
                {m.rules.min_quiz_percent !== null && <p className="text-xs text-muted">{t('student.details.quizRule', { percent: m.rules.min_quiz_percent })}</p>}
                <div className="max-w-xs">
                  <ProgressBar percent={m.progress.percent} label={t('student.details.moduleProgress', { title: m.title })} />
                </div>
              </div>
              <ol className="flex flex-col divide-y divide-line">
                {m.chapters.map((c) => (
                  <ChapterRow key={c.id} classId={oc.id} chapter={c} />
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </section>

      {oc.faqs.length > 0 && <Faqs faqs={oc.faqs} />}
    </div>
  );
}

function ChapterRow({ classId, chapter }: { classId: number; chapter: OcChapterBrief }) {
  const { t } = useStudentClassTranslation();
  const queryClient = useQueryClient();
  const [bookmarked, setBookmarked] = useState(chapter.bookmarked);
  const state = chapter.is_completed ? 'completed' : chapter.locked ? 'locked' : chapter.progress.done > 0 ? 'started' : 'open';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="oc-chapter" data-chapter-id={chapter.id} data-state={state}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {chapter.locked ? (
          <span className="flex items-center gap-1.5 break-words font-medium text-muted">
            <LockIcon />
            {chapter.title}
          </span>
        ) : (
          <Link to={chapterPath(classId, chapter.module_id, chapter.id)} className="break-words font-medium text-primary-700 hover:underline" data-testid="chapter-link">
            {chapter.title}
          </Link>
        )}
        <p className="text-xs text-muted" data-testid="chapter-state">
          {chapter.locked
            ? t(`student.lock.short.${chapter.lock_reason === 'quiz_not_passed' ? 'quiz' : 'previous'}`)
            : t(`student.details.chapterState.${state}`, { done: chapter.progress.done, total: chapter.progress.total })}
        </p>
      </div>
      <Button
        variant="ghost"
        className="self-start sm:self-center"
        aria-pressed={bookmarked}
        aria-label={bookmarked ? t('student.bookmark.removeNamed', { title: chapter.title }) : t('student.bookmark.addNamed', { title: chapter.title })}
        onClick={async () => {
          const next = !bookmarked;
          setBookmarked(next);
          try {
            await setBookmark({ chapter_id: chapter.id, bookmarked: next });
            void invalidateOc(queryClient);
          } catch {
            setBookmarked(!next);
          }
        }}
        data-testid="bookmark-toggle"
      >
        <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>
        <span className="ml-1 text-xs">{bookmarked ? t('student.bookmark.saved') : t('student.bookmark.save')}</span>
      </Button>
    </li>
  );
}

/** The FAQ as a disclosure list: each question a button that shows and hides its answer (aria-expanded). */
function Faqs({ faqs }: { faqs: OcClass['faqs'] }) {
  const { t } = useStudentClassTranslation();
  const base = useId();
  const [open, setOpen] = useState<number[]>([]);
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-2" data-testid="faq">
      <h2 id="faq-title" className="text-lg font-semibold text-ink">
        {t('student.details.faq')}
      </h2>
      <ul className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface">
        {faqs.map((f) => {
          const expanded = open.includes(f.id);
          const panel = `${base}-faq-${f.id}`;
          return (
            <li key={f.id}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panel}
                  onClick={() => setOpen((o) => (expanded ? o.filter((x) => x !== f.id) : [...o, f.id]))}
                  className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-2 text-left text-sm font-medium text-ink hover:bg-canvas"
                  data-testid="faq-question"
                >
                  <span className="break-words">{f.question}</span>
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </button>
              </h3>
              <div id={panel} hidden={!expanded} className="px-4 pb-3 text-sm text-ink" data-testid="faq-answer">
                <p className="whitespace-pre-line break-words">{f.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
