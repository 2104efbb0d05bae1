import { useId } from 'react';
import { Button } from '@ui/button';
import type { ItemIssue } from '../define-question-type.ts';
import { issueAt, issuesUnder } from './issues.ts';
import { useKitTranslation } from './kit-i18n.ts';
import { TextAreaField } from '@ui/text-area-field';

export interface EditableOption {
  id: string;
  text: string;
}

export interface OptionListEditorProps {
  options: EditableOption[];
  /** ids of the correct options */
  correct: string[];
  /** several correct options (checkboxes) or one (radio buttons) */
  multiple?: boolean;
  onChange(options: EditableOption[], correct: string[]): void;
  issues?: readonly ItemIssue[];
  /** path of the options in the content (input names are `<path>.<index>.text`) */
  path?: string;
  /** path of the key's correct id(s) */
  keyPath?: string;
  minOptions?: number;
  maxOptions?: number;
  /** long options (summaries) get a textarea */
  multiline?: boolean;
  legend?: string;
}

/** Option letters by position: A, B, …, Z, then AA, AB … */
export function optionLetter(index: number): string {
  let n = index;
  let s = '';
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** Renumbers options A, B, C… by position and maps the correct ids along. Pure. */
export function relabel(options: EditableOption[], correct: string[]): { options: EditableOption[]; correct: string[] } {
  const map = new Map<string, string>();
  const next = options.map((o, i) => {
    const id = optionLetter(i);
    if (!map.has(o.id)) map.set(o.id, id);
    return { id, text: o.text };
  });
  return { options: next, correct: correct.flatMap((c) => (map.has(c) ? [map.get(c)!] : [])) };
}

/**
 * The options of a choice item with their correct markers (`correct-<index>`), add (`add-option`), remove and
 * move buttons. Option ids stay A, B, C… in display order.
 */
export function OptionListEditor({ options, correct, multiple = false, onChange, issues = [], path = 'content.options', keyPath = 'key.correct', minOptions = 2, maxOptions = 8, multiline = false, legend }: OptionListEditorProps) {
  const { t } = useKitTranslation();
  const group = useId();
  const keyError = issuesUnder(issues, keyPath);
  const listError = issueAt(issues, path);

  const commit = (next: EditableOption[], nextCorrect: string[]) => {
    const r = relabel(next, nextCorrect);
    onChange(r.options, r.correct);
  };
  const setText = (i: number, text: string) => onChange(options.map((o, j) => (j === i ? { ...o, text } : o)), correct);
  const toggle = (id: string, on: boolean) => {
    if (!multiple) onChange(options, on ? [id] : []);
    else {
      const next = new Set(correct);
      if (on) next.add(id);
      else next.delete(id);
      onChange(options, options.filter((o) => next.has(o.id)).map((o) => o.id));
    }
  };
  const move = (i: number, d: -1 | 1) => {
    const next = [...options];
    const [o] = next.splice(i, 1);
    next.splice(i + d, 0, o!);
    commit(next, correct);
  };

  return (
    <fieldset className="flex flex-col gap-3" data-testid="option-list-editor">
      <legend className="mb-1 text-sm font-medium text-ink">{legend ?? t('options.legend')}</legend>
      {options.map((o, i) => {
        const label = o.id;
        const isCorrect = correct.includes(o.id);
        const textError = issueAt(issues, `${path}.${i}.text`) ?? issueAt(issues, `${path}.${i}`);
        const field = {
          label: t('options.option', { label }),
          name: `${path}.${i}.text`,
          value: o.text,
          error: textError,
        };
        return (
          <div key={i} className={`flex flex-wrap items-start gap-3 rounded-md border p-3 ${isCorrect ? 'border-success-700/50 bg-success-50' : 'border-line'}`}>
            <div className="min-w-64 flex-1">
              {multiline ? (
                <TextAreaField {...field} rows={3} onChange={(e) => setText(i, e.target.value)} />
              ) : (
                <TextAreaField {...field} rows={1} onChange={(e) => setText(i, e.target.value)} />
              )}
            </div>
            <label className="mt-6 inline-flex items-center gap-2 text-sm text-ink">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={multiple ? undefined : `${group}-correct`}
                checked={isCorrect}
                onChange={(e) => toggle(o.id, e.target.checked)}
                data-testid={`correct-${i}`}
                aria-label={t('options.correctFor', { label })}
                className="h-4 w-4 accent-success-700"
              />
              <span aria-hidden="true">{t('options.correct')}</span>
            </label>
            <div className="mt-5 flex gap-1">
              <Button variant="ghost" className="min-h-8 px-2" aria-label={t('options.up', { label })} disabled={i === 0} onClick={() => move(i, -1)}>
                ↑
              </Button>
              <Button variant="ghost" className="min-h-8 px-2" aria-label={t('options.down', { label })} disabled={i === options.length - 1} onClick={() => move(i, 1)}>
                ↓
              </Button>
              <Button
                variant="ghost"
                className="min-h-8 px-2"
                aria-label={t('options.remove', { label })}
                disabled={options.length <= minOptions}
                onClick={() => commit(options.filter((_, j) => j !== i), correct.filter((c) => c !== o.id))}
              >
                ✕
              </Button>
            </div>
          </div>
        );
      })}
      {(listError || keyError.length > 0) && (
        <p className="text-xs font-medium text-danger-700" role="alert">
          {[listError, ...keyError].filter(Boolean).join(' ')}
        </p>
      )}
      <div>
        <Button variant="secondary" data-testid="add-option" disabled={options.length >= maxOptions} onClick={() => commit([...options, { id: optionLetter(options.length), text: '' }], correct)}>
          {t('options.add')}
        </Button>
      </div>
    </fieldset>
  );
}

export default OptionListEditor;
