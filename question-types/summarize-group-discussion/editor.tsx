import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioUpload } from '../kit/ui/audio-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt, issuesUnder } from '../kit/ui/issues.ts';
import { LinesField } from '../kit/ui/lines-field.tsx';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { audio: '' };
const EMPTY_KEY: Key = { modelAnswer: '', keyPoints: [] };

/** Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  const setK = (next: Partial<Key>) => onChange(c, { ...k, ...next });
  return (
    <div data-testid="editor-summarize-group-discussion" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" value={c.audio || null} onChange={(v) => setC({ audio: v ?? '' })} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} required />
      <TextAreaField label={t('editor.transcript')} hint={t('editor.transcriptHint')} name="key.transcript" rows={5} value={k.transcript ?? ''} onChange={(e) => setK({ transcript: e.target.value === '' ? undefined : e.target.value })} error={issueAt(issues, 'key.transcript')} />
      <TextAreaField label={t('editor.modelAnswer')} hint={t('editor.modelAnswerHint')} name="key.modelAnswer" rows={5} value={k.modelAnswer ?? ''} onChange={(e) => setK({ modelAnswer: e.target.value })} error={issueAt(issues, 'key.modelAnswer')} />
      <LinesField label={t('editor.keyPoints')} hint={t('editor.keyPointsHint')} name="key.keyPoints" rows={5} value={k.keyPoints ?? []} onChange={(v) => setK({ keyPoints: v })} error={issuesUnder(issues, 'key.keyPoints').join(' ') || null} />
    </div>
  );
}
