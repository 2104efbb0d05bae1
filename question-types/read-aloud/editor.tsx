import type { EditorProps } from '../kit/ui-contract.ts';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { TextAreaField } from '../kit/ui/text-area-field.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { text: '' };
const EMPTY_KEY: Key = {};

/** Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. */
export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  return (
    <div data-testid="editor-read-aloud" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <TextAreaField label={t('editor.text')} hint={t('editor.textHint')} name="content.text" rows={4} required value={c.text ?? ''} onChange={(e) => setC({ text: e.target.value })} error={issueAt(issues, 'content.text')} />
    </div>
  );
}
