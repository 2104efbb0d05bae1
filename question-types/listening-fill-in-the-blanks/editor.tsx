import { useRef } from 'react';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioUpload } from '../kit/ui/audio-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import { gapNumbers, type Content, type Key } from './schema.ts';

const EMPTY_CONTENT: Content = { audio: '', transcript: '' };
const EMPTY_KEY: Key = { gaps: [] };

/** "colour, color" -> ["colour", "color"]. Pure. */
export function parseVariants(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The key resized to the transcript's gaps: answers kept by position, new gaps empty. Pure. */
export function resizeGaps(gaps: string[][], count: number): string[][] {
  return Array.from({ length: count }, (_, i) => gaps[i] ?? []);
}

/**
 * Recording upload, the transcript without the missing words (`{{n}}` where they go, with an Insert button), and
 * the accepted answers per blank as comma-separated spelling variants.
 */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const area = useRef<HTMLTextAreaElement>(null);
  // raw text of each answers field, so "colour, " can be typed; shown only while it still parses to the key
  const raw = useRef<string[]>([]);
  const count = new Set(gapNumbers(c.transcript)).size;
  const rows = Math.max(count, k.gaps.length);

  const setTranscript = (transcript: string) => {
    const n = new Set(gapNumbers(transcript)).size;
    onChange({ ...c, transcript }, { ...k, gaps: resizeGaps(k.gaps, n) });
  };
  const insertGap = () => {
    const el = area.current;
    const marker = `{{${Math.max(0, ...gapNumbers(c.transcript)) + 1}}}`;
    const start = el?.selectionStart ?? c.transcript.length;
    const end = el?.selectionEnd ?? start;
    const before = c.transcript.slice(0, start);
    const after = c.transcript.slice(end);
    const pad = before === '' || /\s$/.test(before) ? '' : ' ';
    const padAfter = after === '' || /^\s/.test(after) ? '' : ' ';
    setTranscript(`${before}${pad}${marker}${padAfter}${after}`);
    requestAnimationFrame(() => {
      el?.focus();
      const at = before.length + pad.length + marker.length;
      el?.setSelectionRange(at, at);
    });
  };
  const setAnswers = (g: number, text: string) => {
    raw.current[g] = text;
    const gaps = resizeGaps(k.gaps, rows);
    gaps[g] = parseVariants(text);
    onChange(c, { ...k, gaps });
  };
  const shown = (g: number) => {
    const accepted = k.gaps[g] ?? [];
    const r = raw.current[g];
    return r !== undefined && parseVariants(r).join('\u0000') === accepted.join('\u0000') ? r : accepted.join(', ');
  };

  return (
    <div data-testid="editor-listening-fill-in-the-blanks" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" required value={c.audio || null} onChange={(path) => onChange({ ...c, audio: path ?? '' }, k)} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} />
      <div className="flex flex-col gap-2">
        <TextAreaField
          ref={area}
          label={t('editor.transcript')}
          hint={t('editor.transcriptHint', { first: '{{1}}', second: '{{2}}' })}
          name="content.transcript"
          required
          rows={7}
          value={c.transcript}
          onChange={(e) => setTranscript(e.target.value)}
          error={issueAt(issues, 'content.transcript')}
        />
        <div>
          <Button variant="secondary" data-testid="add-gap" onClick={insertGap}>
            {t('editor.insertGap', { n: Math.max(0, ...gapNumbers(c.transcript)) + 1 })}
          </Button>
        </div>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-ink">{t('editor.answersHint')}</legend>
        {rows === 0 && <p className="text-sm text-muted">{t('editor.noGaps', { first: '{{1}}' })}</p>}
        {Array.from({ length: rows }, (_, g) => (
          <TextField
            key={g}
            label={t('editor.answers', { n: g + 1 })}
            name={`key.gaps.${g}`}
            data-testid={`answers-${g + 1}`}
            value={shown(g)}
            onChange={(e) => setAnswers(g, e.target.value)}
            error={issueAt(issues, `key.gaps.${g}`)}
          />
        ))}
        {issueAt(issues, 'key.gaps') && (
          <p role="alert" className="text-xs font-medium text-danger-700">
            {issueAt(issues, 'key.gaps')}
          </p>
        )}
      </fieldset>
    </div>
  );
}
