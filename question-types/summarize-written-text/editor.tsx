import type { EditorProps } from '../kit/ui-contract.ts';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt, issuesUnder } from '../kit/ui/issues.ts';
import { LinesField } from '../kit/ui/lines-field.tsx';
import { PassageField } from '../kit/ui/passage-field.tsx';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { passage: '' };
const EMPTY_KEY: Key = { modelAnswer: '', keyPoints: [] };

/**
 * Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. The
 * passage is edited in the rich-text editor and stored as plain text (kit/ui/passage-field.tsx).
 */
export default function Editor({ content, itemKey, onChange, issues }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  const setK = (next: Partial<Key>) => onChange(c, { ...k, ...next });
  return (
    <div data-testid="editor-summarize-written-text" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <PassageField label={t('editor.passage')} hint={t('editor.passageHint')} name="content.passage" text={c.passage ?? ''} onChange={(passage) => setC({ passage })} error={issueAt(issues, 'content.passage')} />
      <TextAreaField label={t('editor.modelAnswer')} hint={t('editor.modelAnswerHint')} name="key.modelAnswer" rows={4} value={k.modelAnswer ?? ''} onChange={(e) => setK({ modelAnswer: e.target.value })} error={issueAt(issues, 'key.modelAnswer')} />
      <LinesField label={t('editor.keyPoints')} hint={t('editor.keyPointsHint')} name="key.keyPoints" rows={5} value={k.keyPoints ?? []} onChange={(v) => setK({ keyPoints: v })} error={issuesUnder(issues, 'key.keyPoints').join(' ') || null} />
    </div>
  );
}
