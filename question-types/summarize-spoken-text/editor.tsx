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

/** The lecture recording, a model summary and the key points (one per line). */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  return (
    <div data-testid="editor-summarize-spoken-text" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" value={c.audio || null} onChange={(audio) => onChange({ ...c, audio: audio ?? '' }, k)} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} required />
      <TextAreaField
        label={t('editor.modelAnswer')}
        hint={t('editor.modelAnswerHint')}
        name="key.modelAnswer"
        rows={5}
        value={k.modelAnswer ?? ''}
        onChange={(e) => onChange(c, { ...k, modelAnswer: e.target.value })}
        error={issueAt(issues, 'key.modelAnswer')}
      />
      <LinesField
        label={t('editor.keyPoints')}
        hint={t('editor.keyPointsHint')}
        name="key.keyPoints"
        rows={5}
        value={k.keyPoints ?? []}
        onChange={(keyPoints) => onChange(c, { ...k, keyPoints })}
        error={issuesUnder(issues, 'key.keyPoints').join(' ') || null}
      />
    </div>
  );
}
