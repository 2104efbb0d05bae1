import { Button } from '@ui/button';
import { gapCount, parseBlanks, passageWordCount, segmentsToText, type Segment } from '../scoring/blanks.ts';
import { wordCount } from '../scoring/text.ts';
import { PassageField } from './passage-field.tsx';

export interface GapPassageFieldProps {
  segments: Segment[];
  onChange(segments: Segment[]): void;
  /** gaps above this stay literal text ({{n}}) so the content keeps to its schema */
  maxGaps: number;
  maxWords: number;
  error?: string | null;
  labels: { passage: string; hint: string; addGap: string; words(count: number): string };
}

/**
 * A gap-fill passage for editors: written in the rich-text editor with {{1}}, {{2}} … markers (or the Add gap
 * button, `add-gap`), stored as segments, with a live word count (a gap counts as one word).
 */
export function GapPassageField({ segments, onChange, maxGaps, maxWords, error, labels }: GapPassageFieldProps) {
  const text = segmentsToText(segments);
  const commit = (next: string) => onChange(parseBlanks(next).map((s) => (typeof s !== 'string' && s.gap >= maxGaps ? `{{${s.gap + 1}}}` : s)));
  const words = passageWordCount(segments, wordCount);
  const n = gapCount(segments);
  return (
    <div className="flex flex-col gap-2">
      <PassageField label={labels.passage} name="content.segments" hint={labels.hint} text={text} onChange={commit} error={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" data-testid="add-gap" disabled={n >= maxGaps} onClick={() => commit(`${text.replace(/\s+$/, '')} {{${n + 1}}}`)}>
          {labels.addGap}
        </Button>
        <span className={`text-xs ${words > maxWords ? 'font-medium text-danger-700' : 'text-muted'}`} data-testid="passage-words">
          {labels.words(words)}
        </span>
      </div>
    </div>
  );
}
