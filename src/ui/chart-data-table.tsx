/**
 * A chart's numbers as a data table, folded under a "show the table" summary: the chart's text alternative for
 * screen readers and for anyone who wants the figures (UI.md: numbers people compare are drawn, and readable too).
 * Rows are the chart's x steps (a sitting, a week), columns its series.
 */
import type { ReactNode } from 'react';

export interface ChartTableRow {
  key: string | number;
  /** the row's heading: what the x step is */
  header: ReactNode;
  /** one cell per column, in the columns' order */
  cells: ReactNode[];
}

export function ChartDataTable({ summary, caption, corner, columns, rows, testId }: {
  summary: string;
  caption: string;
  /** the heading over the rows' headings */
  corner: string;
  columns: ReadonlyArray<{ key: string; header: ReactNode }>;
  rows: readonly ChartTableRow[];
  testId?: string;
}) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-primary-700">{summary}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">{corner}</th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="py-1 pr-3">{c.header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-t border-line">
                <th scope="row" className="py-1 pr-3 font-normal">{r.header}</th>
                {r.cells.map((cell, i) => (
                  <td key={columns[i]?.key ?? i} className="py-1 pr-3 tabular-nums">{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
