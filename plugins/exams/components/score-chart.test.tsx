// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { pageTexts } from '../locales/texts';
import { ScoreChart } from './score-chart';

describe('the score chart', () => {
  beforeAll(() => initTestI18n({ exams: pageTexts.en }));
  afterEach(cleanup);

  it('draws overall and the four skills on the 10-90 axis, as one labelled image', () => {
    render(<ScoreChart overall={61} skills={{ speaking: 70, writing: 45, reading: 90, listening: 10 }} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')).toBe('Score chart on the 10 to 90 scale: Overall 61, Listening 10, Reading 90, Speaking 70, Writing 45');
    const bars = screen.getAllByTestId('chart-bar');
    expect(bars.map((b) => b.getAttribute('data-key'))).toEqual(['overall', 'listening', 'reading', 'speaking', 'writing']);
    // the axis: 10 at the start, 90 at the end; the 90 bar fills the axis, the 10 bar is a sliver
    const ticks = Array.from(img.querySelectorAll('text')).map((t) => t.textContent);
    for (const tick of ['10', '30', '50', '70', '90']) expect(ticks).toContain(tick);
    const widths = bars.map((b) => Number(b.querySelectorAll('rect')[1]?.getAttribute('width') ?? 0));
    const track = Number(bars[0]!.querySelector('rect')!.getAttribute('width'));
    expect(widths[2]).toBeCloseTo(track);
    expect(widths[1]).toBe(2);
    expect(widths[0]).toBeCloseTo(track * (51 / 80));
    expect(screen.getByTestId('estimated-label').textContent).toBe('Estimated');
  });

  it('has the same numbers in a visually hidden table, with "not scored" for a skill without items', () => {
    render(<ScoreChart overall={null} skills={{ speaking: null, writing: 50 }} estimated={false} />);
    const table = screen.getByRole('table', { name: 'Scores on the 10 to 90 scale' });
    expect(table.className).toContain('sr-only');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['Overallnot scored', 'Listeningnot scored', 'Readingnot scored', 'Speakingnot scored', 'Writing50']);
    expect(screen.queryByTestId('estimated-label')).toBeNull();
    expect(screen.getAllByTestId('chart-bar')[0]!.querySelectorAll('rect')).toHaveLength(1);
  });
});
