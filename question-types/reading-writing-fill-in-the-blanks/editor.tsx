import { useId } from 'react';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { gapCount, type Segment } from '../kit/scoring/blanks.ts';
import type { EditorProps } from '../kit/ui-contract.ts';
import { GapPassageField } from '../kit/ui/gap-passage-field.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt, issuesUnder } from '../kit/ui/issues.ts';
import { useTypeTranslation } from './i18n.ts';
import { LIMITS, type Content, type Key } from './schema.ts';

type Gap = Content['gaps'][number];

const EMPTY_CONTENT: Content = { segments: [], gaps: [] };
const EMPTY_KEY: Key = { answers: [] };
const letter = (i: number) => String.fromCharCode(97 + i);
const newGap = (): Gap => ({ options: [0, 1, 2, 3].map((i) => ({ id: letter(i), text: '' })) });

/**
 * The passage with {{n}} gaps, and per gap its dropdown options (`content.gaps.<g>.options.<j>.text`) with the
 * correct one marked (`correct-<g>-<j>`), `add-option-<g>` and remove buttons. Option ids are a, b, c … by position.
 */
export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const group = useId();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const n = gapCount(c.segments);
  const answers = Array.from({ length: n }, (_, g) => k.answers[g] ?? null);

  const setSegments = (segments: Segment[]) => {
    const count = gapCount(segments);
    onChange(
      { segments, gaps: Array.from({ length: count }, (_, g) => c.gaps[g] ?? newGap()) },
      { answers: Array.from({ length: count }, (_, g) => k.answers[g] ?? null) },
    );
  };
  const setGap = (g: number, gap: Gap, answer: string | null) =>
    onChange({ ...c, gaps: c.gaps.map((x, i) => (i === g ? gap : x)) }, { answers: answers.map((a, i) => (i === g ? answer : a)) });
  const removeOption = (g: number, j: number) => {
    const gap = c.gaps[g]!;
    const kept = gap.options.filter((_, i) => i !== j);
    const oldAnswer = answers[g];
    const at = kept.findIndex((o) => o.id === oldAnswer);
    setGap(g, { options: kept.map((o, i) => ({ ...o, id: letter(i) })) }, at >= 0 ? letter(at) : null);
  };

  return (
    <div data-testid="editor-reading-writing-fill-in-the-blanks" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <GapPassageField
        segments={c.segments}
        onChange={setSegments}
        maxGaps={LIMITS.maxGaps}
        maxWords={LIMITS.passageWords}
        error={[issueAt(issues, 'content.segments'), issueAt(issues, 'content.gaps')].filter(Boolean).join(' ') || null}
        labels={{ passage: t('editor.passage'), hint: t('editor.passageHint', { one: '{{1}}', two: '{{2}}' }), addGap: t('editor.addGap'), words: (count) => t('editor.words', { count }) }}
      />
      {n === 0 && <p className="text-sm text-muted">{t('editor.noGaps')}</p>}
      {c.gaps.slice(0, n).map((gap, g) => {
        const gapErrors = [issueAt(issues, `content.gaps.${g}.options`), ...issuesUnder(issues, `key.answers.${g}`)].filter(Boolean);
        return (
          <fieldset key={g} className="flex flex-col gap-2 rounded-md border border-line p-3" data-testid={`gap-editor-${g}`}>
            <legend className="px-1 text-sm font-medium text-ink">{t('editor.options', { n: g + 1 })}</legend>
            {gap.options.map((o, j) => {
              const isCorrect = answers[g] === o.id;
              return (
                <div key={j} className={`flex flex-wrap items-start gap-3 rounded-md p-1 ${isCorrect ? 'bg-success-50' : ''}`}>
                  <TextField
                    className="min-w-48 flex-1"
                    label={t('editor.option', { gap: g + 1, n: j + 1 })}
                    name={`content.gaps.${g}.options.${j}.text`}
                    value={o.text}
                    maxLength={LIMITS.optionChars}
                    error={issueAt(issues, `content.gaps.${g}.options.${j}.text`) ?? issueAt(issues, `content.gaps.${g}.options.${j}`)}
                    onChange={(e) => setGap(g, { options: gap.options.map((x, i) => (i === j ? { ...x, text: e.target.value } : x)) }, answers[g] ?? null)}
                  />
                  <label className="mt-7 inline-flex items-center gap-2 text-sm text-ink">
                    <input
                      type="radio"
                      name={`${group}-correct-${g}`}
                      checked={isCorrect}
                      onChange={() => setGap(g, gap, o.id)}
                      data-testid={`correct-${g}-${j}`}
                      aria-label={t('editor.correctFor', { gap: g + 1, n: j + 1 })}
                      className="h-4 w-4 accent-success-700"
                    />
                    <span aria-hidden="true">{t('editor.correct')}</span>
                  </label>
                  <Button variant="ghost" className="mt-6 min-h-8 px-2" aria-label={t('editor.removeOption', { gap: g + 1, n: j + 1 })} disabled={gap.options.length <= LIMITS.minOptions} onClick={() => removeOption(g, j)}>
                    ✕
                  </Button>
                </div>
              );
            })}
            {gapErrors.length > 0 && (
              <p className="text-xs font-medium text-danger-700" role="alert">
                {gapErrors.join(' ')}
              </p>
            )}
            <div>
              <Button
                variant="secondary"
                data-testid={`add-option-${g}`}
                disabled={gap.options.length >= LIMITS.maxOptions}
                onClick={() => setGap(g, { options: [...gap.options, { id: letter(gap.options.length), text: '' }] }, answers[g] ?? null)}
              >
                {t('editor.addOption')}
              </Button>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
