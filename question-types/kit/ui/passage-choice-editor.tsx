import { TextField } from '@ui/text-field';
import { wordCount } from '../scoring/index.ts';
import type { EditorProps } from '../ui-contract.ts';
import type { ChoiceOption } from './choice-list.tsx';
import { IssueSummary } from './issue-summary.tsx';
import { issueAt } from './issues.ts';
import { OptionListEditor } from './option-list-editor.tsx';
import { PassageField } from './passage-field.tsx';

export interface PassageChoiceContent {
  passage: string;
  question: string;
  options: ChoiceOption[];
}

export interface PassageChoiceEditorProps extends Omit<EditorProps<PassageChoiceContent, unknown>, 'itemKey' | 'onChange'> {
  /** the type's slug: the root carries `data-testid="editor-<slug>"` */
  slug: string;
  /** the type's strings (its own namespace) */
  t(key: 'editor.passage' | 'editor.passageHint' | 'editor.question' | 'editor.options'): string;
  t(key: 'editor.words', options: { count: number }): string;
  limits: { passageWords: number; questionChars: number; maxOptions: number };
  minOptions: number;
  /** the correct option ids (one for a single-answer type) */
  correct: string[];
  onChange(content: PassageChoiceContent, correct: string[]): void;
  multiple?: boolean;
}

/**
 * The Editor of a reading choice type (MCQ single and multiple): the passage (rich-text editor, stored as text) with
 * its word count, the question, the options with their correct markers.
 */
export function PassageChoiceEditor({ slug, t, limits, minOptions, content, correct, onChange, issues, multiple }: PassageChoiceEditorProps) {
  const c = content ?? { passage: '', question: '', options: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: '' })) };
  const set = (next: Partial<PassageChoiceContent>, ids: string[] = correct) => onChange({ ...c, ...next }, ids);
  const words = wordCount(c.passage);
  return (
    <div data-testid={`editor-${slug}`} className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <div className="flex flex-col gap-1">
        <PassageField label={t('editor.passage')} name="content.passage" hint={t('editor.passageHint')} text={c.passage} onChange={(passage) => set({ passage })} error={issueAt(issues, 'content.passage')} />
        <p className={`text-xs ${words > limits.passageWords ? 'font-medium text-danger-700' : 'text-muted'}`} data-testid="passage-words">
          {t('editor.words', { count: words })}
        </p>
      </div>
      <TextField label={t('editor.question')} name="content.question" required value={c.question} maxLength={limits.questionChars} onChange={(e) => set({ question: e.target.value })} error={issueAt(issues, 'content.question')} />
      <OptionListEditor legend={t('editor.options')} options={c.options} multiple={multiple} correct={correct} onChange={(options, ids) => set({ options }, ids)} issues={issues} minOptions={minOptions} maxOptions={limits.maxOptions} />
    </div>
  );
}
