// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initTestI18n } from '../../../src/kernel/i18n/test-i18n.ts';
import { SortableList, moveId } from './sortable-list.tsx';

function Harness({ onReorder, disabled }: { onReorder?(ids: string[]): void; disabled?: boolean }) {
  const [ids, setIds] = useState(['x', 'y', 'z']);
  return (
    <SortableList
      label="Paragraphs"
      disabled={disabled}
      items={ids.map((id) => ({ id, content: <span>Text {id}</span> }))}
      onReorder={(next) => {
        setIds(next);
        onReorder?.(next);
      }}
    />
  );
}

const order = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-testid'));

describe('SortableList', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('moveId moves one place and clamps at the ends', () => {
    expect(moveId(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 'q', 1)).toEqual(['a', 'b', 'c']);
  });

  it('renders a labelled list with a handle and up/down buttons per item', () => {
    render(<Harness />);
    expect(screen.getByRole('list', { name: 'Paragraphs' })).toBeTruthy();
    const item = screen.getByTestId('item-y');
    expect(within(item).getByRole('button', { name: 'Drag 2' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Move item 2 up' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Move item 2 down' })).toBeTruthy();
  });

  it('reorders with the buttons and announces the move; ends are no-ops', () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} />);
    fireEvent.click(screen.getByTestId('move-down-x'));
    expect(onReorder).toHaveBeenLastCalledWith(['y', 'x', 'z']);
    expect(order()).toEqual(['item-y', 'item-x', 'item-z']);
    expect(screen.getByText('Moved to position 2 of 3.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('move-up-z'));
    expect(order()).toEqual(['item-y', 'item-z', 'item-x']);
    onReorder.mockClear();
    fireEvent.click(screen.getByTestId('move-up-y'));
    expect(onReorder).not.toHaveBeenCalled();
    expect(screen.getByTestId('move-up-y').getAttribute('aria-disabled')).toBe('true');
  });

  it('does nothing when disabled', () => {
    const onReorder = vi.fn();
    render(<Harness onReorder={onReorder} disabled />);
    fireEvent.click(screen.getByTestId('move-down-x'));
    expect(onReorder).not.toHaveBeenCalled();
  });
});
