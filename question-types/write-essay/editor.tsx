import type { EditorProps } from '../kit/ui-contract.ts';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { PassageField } from '../kit/ui/passage-field.tsx';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { prompt: '' };
const EMPTY_KEY: Key = { modelAnswer: '' };

/**
 * Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. The
 * prompt is edited in the rich-text editor and stored as plain text (kit/ui/passage-field.tsx).
 */
export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  const setK = (next: Partial<Key>) => onChange(c, { ...k, ...next });
  return (
    <div data-testid="editor-write-essay" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <PassageField label={t('editor.prompt')} hint={t('editor.promptHint')} name="content.prompt" text={c.prompt ?? ''} onChange={(prompt) => setC({ prompt })} error={issueAt(issues, 'content.prompt')} />
      <TextAreaField label={t('editor.modelAnswer')} hint={t('editor.modelAnswerHint')} name="key.modelAnswer" rows={10} value={k.modelAnswer ?? ''} onChange={(e) => setK({ modelAnswer: e.target.value })} error={issueAt(issues, 'key.modelAnswer')} />
    </div>
  );
}
