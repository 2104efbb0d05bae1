import { useEvaluationTranslation } from '../locales/texts';

/** The measured aids in the order a trainer reads them: speech first, then text. Unknown keys are not shown. */
export const MEASURE_ORDER = [
  'speakingSec',
  'firstSpeechSec',
  'pauseCount',
  'pauseTotalSec',
  'longestPauseSec',
  'wordsPerMinute',
  'durationSec',
  'words',
  'sentences',
  'paragraphs',
  'misspellings',
  'misspelledWords',
  'distinctWords',
  'lexicalDiversity',
  'longWordShare',
  'averageWordLength',
  'characters',
  'allCaps',
  'promptWords',
  'wordErrors',
] as const;

const SECONDS = new Set(['speakingSec', 'firstSpeechSec', 'pauseTotalSec', 'longestPauseSec', 'durationSec']);

type T = (key: string, options?: Record<string, unknown>) => string;

/** One measure as text: seconds with one decimal, shares as percentages, booleans as yes/no. */
export function measureText(key: string, value: unknown, t: T, lng = 'en'): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? t('units.yes') : t('units.no');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const num = (n: number, digits: number) => new Intl.NumberFormat(lng === 'bn' ? 'bn-BD' : 'en-GB', { maximumFractionDigits: digits }).format(n);
    if (SECONDS.has(key)) return t('units.seconds', { value: num(value, 1) });
    if (key === 'longWordShare') return new Intl.NumberFormat(lng === 'bn' ? 'bn-BD' : 'en-GB', { style: 'percent', maximumFractionDigits: 0 }).format(value);
    if (key === 'averageWordLength') return t('units.letters', { value: num(value, 1) });
    return num(value, 2);
  }
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'string' ? value : null;
}

/** The measures of a result (speaking time, first speech, pauses, words per minute; words, misspellings, range). */
export function MeasuresList({ measures }: { measures: Record<string, unknown> | undefined }) {
  const { t, i18n } = useEvaluationTranslation();
  const rows = MEASURE_ORDER.flatMap((k) => {
    const text = measureText(k, measures?.[k], (key, o) => t(key, o ?? {}), i18n.language);
    return text === null ? [] : [[k, text] as const];
  });
  return (
    <section aria-labelledby="measures-heading" className="flex flex-col gap-2" data-testid="measures">
      <h2 id="measures-heading" className="text-base font-semibold text-ink">
        {t('eval.measures')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('eval.noMeasures')}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([k, text]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{t(`measures.${k}`)}</dt>
              <dd className="tabular-nums text-ink" data-measure={k}>
                {text}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
