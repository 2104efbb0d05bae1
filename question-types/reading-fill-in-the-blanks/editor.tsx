import { useId } from 'react';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { gapCount, type Segment } from '../kit/scoring/blanks.ts';
import type { EditorProps } from '../kit/ui-contract.ts';
import { GapPassageField } from '../kit/ui/gap-passage-field.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { useTypeTranslation } from './i18n.ts';
import { LIMITS, type Content, type Key } from './schema.ts';

const EMPTY_CONTENT: Content = { segments: [], bank: [] };
const EMPTY_KEY: Key = { answers: [] };

/** A bank word id that says nothing about the answers (students see ids in the page). */
function newId(): string {
  return `w${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The passage with {{n}} gaps, the word bank in the order students see it (`content.bank.<j>.text`, `add-word`),
 * and per gap the bank word that belongs there (`key.answers.<g>`).
 */
export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const selectPrefix = useId();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const n = gapCount(c.segments);
  const answers = Array.from({ length: n }, (_, g) => k.answers[g] ?? null);

  const setSegments = (segments: Segment[]) => {
    const count = gapCount(segments);
    onChange({ ...c, segments }, { answers: Array.from({ length: count }, (_, g) => k.answers[g] ?? null) });
  };
  const setBank = (bank: Content['bank']) => {
    const ids = new Set(bank.map((w) => w.id));
    onChange({ ...c, bank }, { answers: answers.map((a) => (a && ids.has(a) ? a : null)) });
  };
  const setAnswer = (g: number, id: string) => onChange(c, { answers: answers.map((a, i) => (i === g ? id || null : a)) });

  return (
    <div data-testid="editor-reading-fill-in-the-blanks" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <GapPassageField
        segments={c.segments}
        onChange={setSegments}
        maxGaps={LIMITS.maxGaps}
        maxWords={LIMITS.passageWords}
        error={issueAt(issues, 'content.segments')}
        labels={{ passage: t('editor.passage'), hint: t('editor.passageHint', { one: '{{1}}', two: '{{2}}' }), addGap: t('editor.addGap'), words: (count) => t('editor.words', { count }) }}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-ink">{t('editor.bank')}</legend>
        <p className="text-xs text-muted">{t('editor.bankHint')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {c.bank.map((w, j) => (
            <li key={w.id} className="flex items-start gap-2">
              <TextField
                className="flex-1"
                label={t('editor.word', { n: j + 1 })}
                name={`content.bank.${j}.text`}
                value={w.text}
                maxLength={LIMITS.wordChars}
                error={issueAt(issues, `content.bank.${j}.text`) ?? issueAt(issues, `content.bank.${j}`)}
                onChange={(e) => setBank(c.bank.map((x, i) => (i === j ? { ...x, text: e.target.value } : x)))}
              />
              <Button variant="ghost" className="mt-6 min-h-8 px-2" aria-label={t('editor.removeWord', { n: j + 1 })} onClick={() => setBank(c.bank.filter((_, i) => i !== j))}>
                ✕
              </Button>
            </li>
          ))}
        </ul>
        {issueAt(issues, 'content.bank') && (
          <p className="text-xs font-medium text-danger-700" role="alert">
            {issueAt(issues, 'content.bank')}
          </p>
        )}
        <div>
          <Button variant="secondary" data-testid="add-word" disabled={c.bank.length >= LIMITS.maxBank} onClick={() => setBank([...c.bank, { id: newId(), text: '' }])}>
            {t('editor.addWord')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-ink">{t('editor.answers')}</legend>
        {n === 0 && <p className="text-sm text-muted">{t('editor.noGaps')}</p>}
        {answers.map((a, g) => {
          const error = issueAt(issues, `key.answers.${g}`);
          const id = `${selectPrefix}-${g}`;
          return (
            <div key={g} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium text-ink">
                {t('editor.answer', { n: g + 1 })}
              </label>
              <select
                id={id}
                name={`key.answers.${g}`}
                data-testid={`correct-${g}`}
                value={a ?? ''}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setAnswer(g, e.target.value)}
                className={`max-w-sm rounded-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600 ${error ? 'border-danger-700' : 'border-line'}`}
              >
                <option value="">{t('editor.chooseWord')}</option>
                {c.bank
                  .filter((w) => w.text.trim() !== '')
                  .map((w) => (
                    <option key={w.id} value={w.id}>
                      {w.text}
                    </option>
                  ))}
              </select>
              {error && <p className="text-xs font-medium text-danger-700">{error}</p>}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
