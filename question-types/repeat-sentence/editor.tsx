import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioUpload } from '../kit/ui/audio-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { audio: '' };
const EMPTY_KEY: Key = { sentence: '' };

/** Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  const setK = (next: Partial<Key>) => onChange(c, { ...k, ...next });
  return (
    <div data-testid="editor-repeat-sentence" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" value={c.audio || null} onChange={(v) => setC({ audio: v ?? '' })} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} required />
      <TextAreaField label={t('editor.sentence')} hint={t('editor.sentenceHint')} name="key.sentence" rows={2} required value={k.sentence ?? ''} onChange={(e) => setK({ sentence: e.target.value })} error={issueAt(issues, 'key.sentence')} />
    </div>
  );
}
