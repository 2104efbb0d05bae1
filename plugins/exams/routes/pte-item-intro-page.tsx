/**
 * /student/pte-practice/{slug}/pte-preview1/{id}: what an item of a type asks before the student practises it (the
 * type's name and section, what to do, its timing from the question type's definition: preparation, response window,
 * the audio's countdown and plays, the tone), and Start -> the pte-practice plugin's player for the item (linked by route
 * id, never imported). "What to do" is the type's own instruction (namespace qt-<slug>),
 * loaded on demand with the type's texts.
 */
import { Link, useParams } from 'react-router';
import { Alert } from '@ui/alert';
import { questionType } from '@question-types/registry';
import { pathTo } from '@kernel/router/route-refs';
import { links } from '../links';
import { useExamsTranslation } from '../locales/texts';
import { useQuestionTypeName, useQuestionTypeTexts } from '@question-types/type-texts';

const linkClass = 'inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

export default function PteItemIntroPage() {
  const { slug = '', id = '' } = useParams();
  const { t, i18n } = useExamsTranslation();
  const def = questionType(slug);
  const textsReady = useQuestionTypeTexts(def?.slug);
  const typeName = useQuestionTypeName(def?.slug);
  const listPath = pathTo(links.practiceList);

  if (!def) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="pte-intro-unknown">
        <Alert variant="error">{t('pteIntro.unknownType')}</Alert>
        <Link to={listPath} className={`${linkClass} border border-line bg-surface text-ink hover:bg-canvas`}>
          {t('pteIntro.back')}
        </Link>
      </div>
    );
  }

  const { timing } = def;
  const duration = (sec: number) => (sec >= 60 && sec % 60 === 0 ? t('pteIntro.minutes', { count: sec / 60 }) : t('pteIntro.seconds', { count: sec }));
  const rows: Array<{ key: string; label: string; value: string }> = [];
  if (timing.preAudioSec != null) rows.push({ key: 'preAudio', label: t('pteIntro.preAudio'), value: t('pteIntro.preAudioValue', { time: duration(timing.preAudioSec) }) });
  if (timing.audioPlays != null) rows.push({ key: 'audioPlays', label: t('pteIntro.audio'), value: t('pteIntro.audioPlays', { count: timing.audioPlays }) });
  rows.push({ key: 'prep', label: t('pteIntro.prep'), value: timing.prepSec ? duration(timing.prepSec) : t('pteIntro.noPrep') });
  rows.push({
    key: 'response',
    label: t('pteIntro.response'),
    value: timing.responseSec ? duration(timing.responseSec) : def.section === 'reading' ? t('pteIntro.sharedTimer') : t('pteIntro.noItemTimer'),
  });
  if (def.section === 'speaking') rows.push({ key: 'beep', label: t('pteIntro.tone'), value: timing.beep ? t('pteIntro.beep') : t('pteIntro.noBeep') });
  const instruction = textsReady ? i18n.t('instruction', { ns: `qt-${def.slug}`, defaultValue: '' }) : '';

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5" data-testid="pte-intro" data-slug={def.slug}>
      <nav aria-label={t('sitting.breadcrumb')} className="text-sm text-muted">
        <Link to={listPath} className="hover:underline">
          {t('pteIntro.practice')}
        </Link>{' '}
        / {typeName}
      </nav>
      <header className="flex flex-col gap-1">
        <p className="text-sm uppercase tracking-wide text-muted" data-testid="pte-intro-section">
          {t('player.part', { n: def.testPart })} · {t(`sections.${def.section}`)}
        </p>
        <h1 className="text-2xl font-semibold text-ink">{typeName}</h1>
      </header>
      <section aria-labelledby="pte-intro-what" className="flex flex-col gap-2">
        <h2 id="pte-intro-what" className="text-lg font-semibold text-ink">
          {t('pteIntro.whatToDo')}
        </h2>
        <p className="whitespace-pre-line text-ink" data-testid="pte-intro-instruction">
          {instruction || t('pteIntro.instructionLoading')}
        </p>
      </section>
      <section aria-labelledby="pte-intro-timing" className="flex flex-col gap-2">
        <h2 id="pte-intro-timing" className="text-lg font-semibold text-ink">
          {t('pteIntro.timing')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-4 text-sm">
          {rows.map((r) => (
            <div key={r.key} className="contents" data-testid="pte-intro-timing" data-key={r.key}>
              <dt className="text-muted">{r.label}</dt>
              <dd className="text-ink">{r.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {def.section === 'speaking' && <Alert variant="info">{t('pteIntro.micNote')}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Link to={pathTo(links.practiceItem, { slug: def.slug, pteId: id })} className={`${linkClass} bg-primary-600 text-white hover:bg-primary-700`} data-testid="pte-intro-start">
          {t('pteIntro.start')}
        </Link>
        <Link to={listPath} className={`${linkClass} border border-line bg-surface text-ink hover:bg-canvas`}>
          {t('pteIntro.back')}
        </Link>
      </div>
    </div>
  );
}
