// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferSecondaryWork, useSecondaryWorkReady } from './secondary-work';

function Probe() {
  return <p data-testid="ready">{String(useSecondaryWorkReady())}</p>;
}

describe('secondary work', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is not held back until start-up defers it', () => {
    render(<Probe />);
    expect(screen.getByTestId('ready').textContent).toBe('true');
  });

  it('waits the given time from start-up, then lets its users render again', () => {
    vi.useFakeTimers();
    deferSecondaryWork(1500);
    render(<Probe />);
    expect(screen.getByTestId('ready').textContent).toBe('false');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByTestId('ready').textContent).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('ready').textContent).toBe('true');
  });

  it('runs what start-up hands in just before the work is let go, while it is still held', () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    deferSecondaryWork(100, () => seen.push(screen.getByTestId('ready').textContent === 'true'));
    render(<Probe />);
    act(() => vi.advanceTimersByTime(99));
    expect(seen).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(seen).toEqual([false]);
    expect(screen.getByTestId('ready').textContent).toBe('true');
  });
});
