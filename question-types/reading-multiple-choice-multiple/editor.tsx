import { TextField } from '@ui/text-field';
import { wordCount } from '../kit/scoring/index.ts';
import type { EditorProps } from '../kit/ui-contract.ts';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { OptionListEditor } from '../kit/ui/option-list-editor.tsx';
import { PassageField } from '../kit/ui/passage-field.tsx';
import { useTypeTranslation } from './i18n.ts';
import { LIMITS, type Content, type Key } from './schema.ts';

const EMPTY_CONTENT: Content = { passage: '', question: '', options: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: '' })) };
const EMPTY_KEY: Key = { correct: [] };

/** Passage (rich-text editor, stored as text), question, options with their correct markers. */
export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const set = (next: Partial<Content>, key: Key = k) => onChange({ ...c, ...next }, key);
  const words = wordCount(c.passage);
  return (
    <div data-testid="editor-reading-multiple-choice-multiple" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <div className="flex flex-col gap-1">
        <PassageField label={t('editor.passage')} name="content.passage" hint={t('editor.passageHint')} text={c.passage} onChange={(passage) => set({ passage })} error={issueAt(issues, 'content.passage')} />
        <p className={`text-xs ${words > LIMITS.passageWords ? 'font-medium text-danger-700' : 'text-muted'}`} data-testid="passage-words">
          {t('editor.words', { count: words })}
        </p>
      </div>
      <TextField label={t('editor.question')} name="content.question" required value={c.question} maxLength={LIMITS.questionChars} onChange={(e) => set({ question: e.target.value })} error={issueAt(issues, 'content.question')} />
      <OptionListEditor
        legend={t('editor.options')}
        multiple
        options={c.options}
        correct={k.correct}
        onChange={(options, correct) => set({ options }, { correct })}
        issues={issues}
        minOptions={3}
        maxOptions={LIMITS.maxOptions}
      />
    </div>
  );
}
