import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioUpload } from '../kit/ui/audio-upload.tsx';
import { ImageUpload } from '../kit/ui/image-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt, issuesUnder } from '../kit/ui/issues.ts';
import { LinesField } from '../kit/ui/lines-field.tsx';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { audio: '' };
const EMPTY_KEY: Key = { accepted: [], competing: [] };

/** Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  const setK = (next: Partial<Key>) => onChange(c, { ...k, ...next });
  return (
    <div data-testid="editor-answer-short-question" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" value={c.audio || null} onChange={(v) => setC({ audio: v ?? '' })} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} required />
      <TextAreaField label={t('editor.transcript')} hint={t('editor.transcriptHint')} name="key.transcript" rows={5} value={k.transcript ?? ''} onChange={(e) => setK({ transcript: e.target.value === '' ? undefined : e.target.value })} error={issueAt(issues, 'key.transcript')} />
      <ImageUpload label={t('editor.image')} name="content.image" value={c.image || null} onChange={(v) => setC({ image: v ?? undefined })} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.image')} />
      <LinesField label={t('editor.accepted')} hint={t('editor.acceptedHint')} name="key.accepted" rows={3} value={k.accepted ?? []} onChange={(v) => setK({ accepted: v })} error={issuesUnder(issues, 'key.accepted').join(' ') || null} />
      <LinesField label={t('editor.competing')} hint={t('editor.competingHint')} name="key.competing" rows={3} value={k.competing ?? []} onChange={(v) => setK({ competing: v })} error={issuesUnder(issues, 'key.competing').join(' ') || null} />
    </div>
  );
}
