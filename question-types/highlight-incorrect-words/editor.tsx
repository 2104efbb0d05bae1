import { TextField } from '@ui/text-field';
import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioUpload } from '../kit/ui/audio-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { TextAreaField } from '@ui/text-area-field';
import { WordHighlighter } from '../kit/ui/word-highlighter.tsx';
import { useTypeTranslation } from './i18n.ts';
import { spokenText, transcriptWords, type Content, type Key } from './schema.ts';

const EMPTY_CONTENT: Content = { audio: '', transcript: '' };
const EMPTY_KEY: Key = { positions: [], spoken: [] };

/**
 * The recording, the transcript the student sees, and the trainer's marks: click each displayed word that the
 * recording says differently, then type what the recording says there.
 */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const words = transcriptWords(c.transcript);
  const marks = k.positions.map((p, i) => ({ p, spoken: k.spoken[i] ?? '', i })).sort((a, b) => a.p - b.p);

  const toggle = (p: number) => {
    const at = k.positions.indexOf(p);
    if (at >= 0) onChange(c, { positions: k.positions.filter((_, i) => i !== at), spoken: k.spoken.filter((_, i) => i !== at) });
    else onChange(c, { positions: [...k.positions, p], spoken: [...k.spoken, ''] });
  };
  const setSpoken = (i: number, text: string) => onChange(c, { ...k, spoken: k.spoken.map((s, j) => (j === i ? text : s)) });

  return (
    <div data-testid="editor-highlight-incorrect-words" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" value={c.audio || null} onChange={(audio) => onChange({ ...c, audio: audio ?? '' }, k)} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} required />
      <TextAreaField
        label={t('editor.transcript')}
        hint={t('editor.transcriptHint')}
        name="content.transcript"
        rows={5}
        required
        value={c.transcript}
        onChange={(e) => onChange({ ...c, transcript: e.target.value }, k)}
        error={issueAt(issues, 'content.transcript')}
      />
      <fieldset className="flex flex-col gap-3 rounded-md border border-line p-3">
        <legend className="px-1 text-sm font-medium text-ink">{t('editor.markHeading')}</legend>
        <input type="hidden" name="key.positions" value={k.positions.join(',')} />
        {words.length === 0 ? (
          <p className="text-sm text-muted">{t('editor.transcriptFirst')}</p>
        ) : (
          <>
            <p className="text-xs text-muted">{t('editor.markHint')}</p>
            <WordHighlighter words={words} selected={k.positions} onToggle={toggle} label={t('editor.markHeading')} />
          </>
        )}
        {issueAt(issues, 'key.positions') && <p className="text-xs font-medium text-danger-700">{issueAt(issues, 'key.positions')}</p>}
        <h3 className="text-sm font-medium text-ink">{t('editor.marked')}</h3>
        {marks.length === 0 && <p className="text-sm text-muted">{t('editor.noneMarked')}</p>}
        <div className="grid gap-3 sm:grid-cols-2">
          {marks.map(({ p, spoken, i }) => (
            <TextField
              key={p}
              name={`key.spoken.${i}`}
              label={t('editor.spoken', { n: p + 1, shown: words[p] ?? '?' })}
              value={spoken}
              required
              onChange={(e) => setSpoken(i, e.target.value)}
              error={issueAt(issues, `key.spoken.${i}`) ?? issueAt(issues, `key.positions.${i}`)}
            />
          ))}
        </div>
        {marks.length > 0 && (
          <p className="text-sm text-muted" data-testid="audio-script">
            <span className="font-medium text-ink">{t('editor.audioScript')}:</span> {spokenText(c, k)}
          </p>
        )}
      </fieldset>
    </div>
  );
}
