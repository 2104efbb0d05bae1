// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PassageWithBlanks, parseBlanks } from './passage-with-blanks.tsx';

describe('PassageWithBlanks', () => {
  afterEach(cleanup);

  it('draws the text with the caller\'s gaps in place', () => {
    const { container } = render(<PassageWithBlanks segments={parseBlanks('Prices {{1}} sharply\n\nin {{2}}.')} renderGap={(g) => <mark data-testid={`gap-${g}`}>[{g + 1}]</mark>} />);
    expect(screen.getByTestId('gap-0').textContent).toBe('[1]');
    expect(screen.getByTestId('gap-1').textContent).toBe('[2]');
    expect(container.textContent).toBe('Prices [1] sharply\n\nin [2].');
  });
});
