import { tokens } from '../kit/scoring/index.ts';
import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioUpload } from '../kit/ui/audio-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt, issuesUnder } from '../kit/ui/issues.ts';
import { LinesField } from '../kit/ui/lines-field.tsx';
import { TextAreaField } from '@ui/text-area-field';
import { rules } from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { audio: '' };
const EMPTY_KEY: Key = { sentence: '', variants: [] };

/** The recording, the sentence (the key) and accepted spelling groups. */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const n = tokens(k.sentence).length;
  return (
    <div data-testid="editor-write-from-dictation" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" value={c.audio || null} onChange={(audio) => onChange({ ...c, audio: audio ?? '' }, k)} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} required />
      <div className="flex flex-col gap-1">
        <TextAreaField
          label={t('editor.sentence')}
          hint={t('editor.sentenceHint')}
          name="key.sentence"
          rows={2}
          required
          value={k.sentence}
          onChange={(e) => onChange(c, { ...k, sentence: e.target.value })}
          error={issueAt(issues, 'key.sentence')}
        />
        <p className="text-xs text-muted" data-testid="sentence-words">
          {t('editor.words', { count: n })}
        </p>
      </div>
      <LinesField
        label={t('editor.variants')}
        hint={t('editor.variantsHint')}
        name="key.variants"
        rows={3}
        value={(k.variants ?? []).map((g) => g.join(', '))}
        onChange={(lines) => onChange(c, { ...k, variants: lines.map((line) => line.split(',').map((s) => s.trim()).filter(Boolean)) })}
        error={issuesUnder(issues, 'key.variants').join(' ') || null}
      />
      <p className="text-xs text-muted">{t('editor.mode', { mode: t(`modes.${rules.mode}`) })}</p>
    </div>
  );
}
