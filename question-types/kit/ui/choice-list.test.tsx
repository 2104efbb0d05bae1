// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChoiceList } from './choice-list.tsx';

const options = [
  { id: 'A', text: 'Alpha' },
  { id: 'B', text: 'Beta' },
  { id: 'C', text: 'Gamma' },
];

function Harness({ multiple, onChange, disabled }: { multiple?: boolean; onChange?(ids: string[]): void; disabled?: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ChoiceList
      name="q"
      options={options}
      multiple={multiple}
      value={value}
      disabled={disabled}
      onChange={(ids) => {
        setValue(ids);
        onChange?.(ids);
      }}
    />
  );
}

describe('ChoiceList', () => {
  afterEach(cleanup);

  it('is a labelled radio group choosing one', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('radiogroup')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Beta'));
    expect(onChange).toHaveBeenLastCalledWith(['B']);
    fireEvent.click(screen.getByLabelText('Gamma'));
    expect(onChange).toHaveBeenLastCalledWith(['C']);
    expect((screen.getByTestId('option-B') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('option-C') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).name === 'q')).toBe(true);
  });

  it('is a checkbox group choosing several, in option order', () => {
    const onChange = vi.fn();
    render(<Harness multiple onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Gamma'));
    fireEvent.click(screen.getByLabelText('Alpha'));
    expect(onChange).toHaveBeenLastCalledWith(['A', 'C']);
    fireEvent.click(screen.getByTestId('option-C'));
    expect(onChange).toHaveBeenLastCalledWith(['A']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('is read-only when disabled', () => {
    render(<Harness disabled />);
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
  });
});
