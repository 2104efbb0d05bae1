import type { EditorProps } from '../kit/ui-contract.ts';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { PassageField } from '../kit/ui/passage-field.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { text: '' };
const EMPTY_KEY: Key = {};

/**
 * Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. The
 * text is edited in the rich-text editor and stored as plain text (kit/ui/passage-field.tsx).
 */
export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  return (
    <div data-testid="editor-read-aloud" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <PassageField label={t('editor.text')} hint={t('editor.textHint')} name="content.text" text={c.text ?? ''} onChange={(text) => setC({ text })} error={issueAt(issues, 'content.text')} />
    </div>
  );
}
