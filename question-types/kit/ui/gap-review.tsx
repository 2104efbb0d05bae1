import type { PartResult } from '../define-question-type.ts';
import type { Segment } from '../scoring/blanks.ts';
import { PassageWithBlanks } from './passage-with-blanks.tsx';

export interface GapReviewLabels {
  gap(n: number): string;
  yourAnswer: string;
  correctAnswer: string;
  empty: string;
  right: string;
  wrong: string;
}

/**
 * The Review of a gap-fill item: the passage with each gap showing the student's answer marked right (✓) or
 * wrong (✗, with the key beside it), then a table of every gap. `parts` are score()'s per-gap results (id = the
 * 0-based gap index). Marks use symbols and text, not colour alone.
 */
export function GapReview({ segments, parts, labels }: { segments: Segment[]; parts: PartResult[]; labels: GapReviewLabels }) {
  const part = (g: number) => parts.find((p) => p.id === String(g));
  return (
    <div className="flex flex-col gap-4">
      <PassageWithBlanks
        segments={segments}
        renderGap={(g) => {
          const p = part(g);
          const ok = p?.correct ?? false;
          return (
            <span data-testid={`review-gap-${g}`} data-correct={ok} className={`mx-1 inline-flex items-baseline gap-1 rounded border px-2 py-0.5 text-sm ${ok ? 'border-success-700/50 bg-success-50' : 'border-danger-700/50 bg-danger-50'}`}>
              <span className="sr-only">{labels.gap(g + 1)}: </span>
              <span className={ok ? 'text-success-700' : 'text-danger-700'} aria-hidden="true">
                {ok ? '✓' : '✗'}
              </span>
              <span className={ok ? 'font-medium text-ink' : 'text-ink line-through'}>{p?.given ?? labels.empty}</span>
              {!ok && <span className="font-medium text-success-700">→ {p?.expected ?? ''}</span>}
              <span className="sr-only">({ok ? labels.right : labels.wrong})</span>
            </span>
          );
        }}
      />
      <table className="w-full text-left text-sm" data-testid="review-gaps">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-1 pr-3 font-medium">#</th>
            <th scope="col" className="py-1 pr-3 font-medium">{labels.yourAnswer}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{labels.correctAnswer}</th>
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">{labels.right}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => (
            <tr key={p.id} className="border-b border-line/60">
              <th scope="row" className="py-1 pr-3 font-medium text-ink">
                {labels.gap(Number(p.id) + 1)}
              </th>
              <td className="py-1 pr-3 text-ink">{p.given ?? <span className="text-muted">{labels.empty}</span>}</td>
              <td className="py-1 pr-3 text-ink">{p.expected}</td>
              <td className={`py-1 font-medium ${p.correct ? 'text-success-700' : 'text-danger-700'}`}>
                {p.correct ? '✓' : '✗'} {p.correct ? labels.right : labels.wrong}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
