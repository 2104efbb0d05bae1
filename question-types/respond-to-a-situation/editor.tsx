import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioUpload } from '../kit/ui/audio-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { PassageField } from '../kit/ui/passage-field.tsx';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { situation: '', audio: '' };
const EMPTY_KEY: Key = { modelAnswer: '' };

/**
 * Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. The
 * situation is edited in the rich-text editor and stored as plain text (kit/ui/passage-field.tsx).
 */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  const setK = (next: Partial<Key>) => onChange(c, { ...k, ...next });
  return (
    <div data-testid="editor-respond-to-a-situation" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <PassageField label={t('editor.situation')} hint={t('editor.situationHint')} name="content.situation" text={c.situation ?? ''} onChange={(situation) => setC({ situation })} error={issueAt(issues, 'content.situation')} />
      <AudioUpload label={t('editor.audio')} name="content.audio" value={c.audio || null} onChange={(v) => setC({ audio: v ?? '' })} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} required />
      <TextAreaField label={t('editor.modelAnswer')} hint={t('editor.modelAnswerHint')} name="key.modelAnswer" rows={5} value={k.modelAnswer ?? ''} onChange={(e) => setK({ modelAnswer: e.target.value })} error={issueAt(issues, 'key.modelAnswer')} />
    </div>
  );
}
