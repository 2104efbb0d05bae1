/** The FAQ editor: the whole ordered list (question, answer), add, remove and move by buttons; 422s on their fields. */
import { useId } from 'react';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { useHelpTranslation } from '../locales/texts';

export interface FaqDraft {
  /** a client key for React (the server gives new ids on every save) */
  key: string;
  question: string;
  answer: string;
}

let seq = 0;
export const newFaqDraft = (question = '', answer = ''): FaqDraft => ({ key: `faq-${++seq}`, question, answer });

export function FaqEditor({ items, onChange, errors }: { items: FaqDraft[]; onChange: (items: FaqDraft[]) => void; errors: Record<string, string[]> }) {
  const { t } = useHelpTranslation();
  const patch = (i: number, change: Partial<FaqDraft>) => onChange(items.map((it, j) => (j === i ? { ...it, ...change } : it)));
  const move = (i: number, by: number) => {
    const next = [...items];
    const [it] = next.splice(i, 1);
    next.splice(i + by, 0, it!);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="faq-editor">
      {items.length === 0 && <p className="text-sm text-muted">{t('editor.faq.empty')}</p>}
      <ol className="flex flex-col gap-3">
        {items.map((it, i) => {
          const n = i + 1;
          return (
            <li key={it.key} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-3">
              <TextField label={t('editor.fields.question', { n })} value={it.question} maxLength={300} onChange={(e) => patch(i, { question: e.target.value })} error={errors[`items.${i}.question`]?.[0]} />
              <TextAreaField label={t('editor.fields.answer', { n })} value={it.answer} onChange={(v) => patch(i, { answer: v })} error={errors[`items.${i}.answer`]?.[0]} />
              <div className="flex flex-wrap gap-2">
                <Button variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('editor.faq.up', { n })}>
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button variant="ghost" disabled={i === items.length - 1} onClick={() => move(i, 1)} aria-label={t('editor.faq.down', { n })}>
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))}>
                  {t('editor.faq.remove', { n })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => onChange([...items, newFaqDraft()])}>
          {t('editor.faq.add')}
        </Button>
      </div>
    </div>
  );
}

function TextAreaField({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={3}
        maxLength={3000}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 ${error ? 'border-danger-700' : 'border-line'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
