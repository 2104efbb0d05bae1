import { useState } from 'react';
import { Button } from '@ui/button';
import { wordCount } from '../kit/scoring/index.ts';
import type { EditorProps } from '../kit/ui-contract.ts';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import { LIMITS, type Content, type Key } from './schema.ts';
import { scrambled } from './score.ts';

type Row = { id: string; text: string };

/** A paragraph id that says nothing about its position (students see ids in the page). */
function newId(): string {
  return `p${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The trainer writes the boxes in their correct order (that order is the key); students see them in the
 * deterministic `scrambled` order, which keeps no correct pair. Inputs are named by their content path.
 */
export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const [blank] = useState<Row[]>(() => Array.from({ length: LIMITS.minParagraphs }, () => ({ id: newId(), text: '' })));
  const rows: Row[] =
    content && itemKey
      ? [
          ...itemKey.order.flatMap((id) => content.paragraphs.filter((p) => p.id === id).slice(0, 1)),
          ...content.paragraphs.filter((p) => !itemKey.order.includes(p.id)),
        ]
      : (content?.paragraphs ?? blank);
  const commit = (next: Row[]) => onChange({ paragraphs: scrambled(next) }, { order: next.map((r) => r.id) });
  const contentIndex = (id: string) => (content ? content.paragraphs.findIndex((p) => p.id === id) : -1);
  const words = rows.reduce((n, r) => n + wordCount(r.text), 0);
  const move = (i: number, d: number) => {
    const next = [...rows];
    const [r] = next.splice(i, 1);
    next.splice(i + d, 0, r!);
    commit(next);
  };
  const listError = [issueAt(issues, 'content.paragraphs'), issueAt(issues, 'key.order')].filter(Boolean).join(' ');

  return (
    <div data-testid="editor-reorder-paragraphs" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-ink">{t('editor.paragraphs')}</legend>
        <p className="text-xs text-muted">{t('editor.paragraphsHint')}</p>
        <ol className="flex flex-col gap-3">
          {rows.map((r, i) => {
            const ci = contentIndex(r.id);
            const at = ci >= 0 ? ci : i;
            const error = [issueAt(issues, `content.paragraphs.${at}.text`), issueAt(issues, `content.paragraphs.${at}`), issueAt(issues, `key.order.${i}`)].filter(Boolean).join(' ') || null;
            return (
              <li key={r.id} className="flex flex-wrap items-start gap-2 rounded-md border border-line p-3" data-testid={`paragraph-${i}`}>
                <TextAreaField
                  className="min-w-64 flex-1"
                  label={t('editor.paragraph', { n: i + 1 })}
                  name={`content.paragraphs.${at}.text`}
                  rows={3}
                  maxLength={LIMITS.paragraphChars}
                  value={r.text}
                  error={error}
                  onChange={(e) => commit(rows.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
                />
                <div className="mt-6 flex gap-1">
                  <Button variant="ghost" className="min-h-8 px-2" aria-label={t('editor.up', { n: i + 1 })} disabled={i === 0} onClick={() => move(i, -1)}>
                    ↑
                  </Button>
                  <Button variant="ghost" className="min-h-8 px-2" aria-label={t('editor.down', { n: i + 1 })} disabled={i === rows.length - 1} onClick={() => move(i, 1)}>
                    ↓
                  </Button>
                  <Button variant="ghost" className="min-h-8 px-2" aria-label={t('editor.remove', { n: i + 1 })} disabled={rows.length <= 2} onClick={() => commit(rows.filter((_, j) => j !== i))}>
                    ✕
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {listError && (
          <p className="text-xs font-medium text-danger-700" role="alert">
            {listError}
          </p>
        )}
        <p className={`text-xs ${words > LIMITS.totalWords ? 'font-medium text-danger-700' : 'text-muted'}`} data-testid="paragraph-words">
          {t('editor.words', { count: words })}
        </p>
        <div>
          <Button variant="secondary" data-testid="add-paragraph" disabled={rows.length >= 10} onClick={() => commit([...rows, { id: newId(), text: '' }])}>
            {t('editor.add')}
          </Button>
        </div>
      </fieldset>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-ink">{t('editor.shuffled')}</h3>
        <ol className="list-decimal pl-6 text-sm text-muted">
          {scrambled(rows).map((r) => (
            <li key={r.id}>{r.text || '—'}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
