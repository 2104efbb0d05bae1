// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initTestI18n } from '../../../src/kernel/i18n/test-i18n.ts';
import { parseBlanks } from '../scoring/blanks.ts';
import { DragBankBlanks, clearGap, placeWord } from './drag-bank-blanks.tsx';

const segments = parseBlanks('Growth was {{1}} {{2}} the war.');
const bank = [
  { id: 'a', text: 'rapid' },
  { id: 'b', text: 'despite' },
  { id: 'c', text: 'slow' },
];

function Harness({ onChange, disabled }: { onChange?(v: (string | null)[]): void; disabled?: boolean }) {
  const [value, setValue] = useState<(string | null)[]>([null, null]);
  return (
    <DragBankBlanks
      segments={segments}
      bank={bank}
      value={value}
      disabled={disabled}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('placeWord / clearGap', () => {
  it('uses each word once: from the bank it displaces, from a gap it swaps', () => {
    expect(placeWord([null, null], 2, 0, 'a')).toEqual(['a', null]);
    expect(placeWord(['a', null], 2, 0, 'b')).toEqual(['b', null]);
    expect(placeWord(['a', 'b'], 2, 0, 'b')).toEqual(['b', 'a']);
    expect(placeWord(['a', null], 2, 1, 'a')).toEqual([null, 'a']);
    expect(placeWord([], 3, 2, 'c')).toEqual([null, null, 'c']);
    expect(clearGap(['a', 'b'], 2, 0)).toEqual([null, 'b']);
  });
});

describe('DragBankBlanks', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('keyboard alternative: select a word, then a gap; the word leaves the bank', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const word = screen.getByTestId('bank-a');
    fireEvent.click(word);
    expect(word.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('rapid selected: now choose a gap.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('gap-0'));
    expect(onChange).toHaveBeenLastCalledWith(['a', null]);
    expect(screen.getByTestId('gap-0').textContent).toBe('rapid');
    expect(screen.getByTestId('gap-0').getAttribute('aria-label')).toBe('Gap 1: rapid');
    expect(screen.queryByTestId('bank-a')).toBeNull();
    expect(within(screen.getByTestId('word-bank')).getAllByRole('button')).toHaveLength(2);
  });

  it('a filled gap with no word selected returns its word; an empty gap asks for a word first', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByTestId('gap-1'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a word from the bank first.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bank-b'));
    fireEvent.click(screen.getByTestId('gap-1'));
    fireEvent.click(screen.getByTestId('gap-1'));
    expect(onChange).toHaveBeenLastCalledWith([null, null]);
    expect(screen.getByTestId('bank-b')).toBeTruthy();
    expect(screen.getByTestId('gap-1').getAttribute('aria-label')).toBe('Gap 2, empty');
  });

  it('placing on a filled gap sends its word back to the bank', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('bank-a'));
    fireEvent.click(screen.getByTestId('gap-0'));
    fireEvent.click(screen.getByTestId('bank-c'));
    fireEvent.click(screen.getByTestId('gap-0'));
    expect(screen.getByTestId('gap-0').textContent).toBe('slow');
    expect(screen.getByTestId('bank-a')).toBeTruthy();
  });

  it('is read-only when disabled', () => {
    render(<Harness disabled />);
    expect((screen.getByTestId('bank-a') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('gap-0') as HTMLButtonElement).disabled).toBe(true);
  });
});
