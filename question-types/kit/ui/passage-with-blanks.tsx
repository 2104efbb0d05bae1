import { Fragment, type ReactNode } from 'react';
import type { Segment } from '../scoring/blanks.ts';

export { parseBlanks, segmentsToText, gapCount, type Segment } from '../scoring/blanks.ts';

export interface PassageWithBlanksProps {
  /** text runs and gaps, from parseBlanks (gap = 0-based index) */
  segments: Segment[];
  /** draws a gap inline: a dropdown, a drop target, a text input, a marked answer */
  renderGap(gap: number): ReactNode;
  className?: string;
}

/** A passage whose gaps are drawn by the caller; line breaks and blank lines of the text are kept. */
export function PassageWithBlanks({ segments, renderGap, className = '' }: PassageWithBlanksProps) {
  return (
    <div className={`whitespace-pre-wrap text-base leading-10 text-ink ${className}`}>
      {segments.map((s, i) => (
        <Fragment key={i}>{typeof s === 'string' ? s : renderGap(s.gap)}</Fragment>
      ))}
    </div>
  );
}
