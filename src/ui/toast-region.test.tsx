// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion, type ToastItem } from './toast-region';
import { TOAST_TIMEOUT_MS } from '@kernel/notify/toasts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const toasts: ToastItem[] = [
  { id: 1, variant: 'error', message: 'These credentials do not match our records.' },
  { id: 2, variant: 'warning', message: 'Network error' },
];

describe('notification bar', () => {
  it('closes each toast after 3000 ms, not before', () => {
    expect(TOAST_TIMEOUT_MS).toBe(3000);
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={toasts} onDismiss={onDismiss} timeoutMs={TOAST_TIMEOUT_MS} label="Notifications" dismissLabel="Dismiss" />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss.mock.calls.map((c) => c[0]).sort()).toEqual([1, 2]);
  });

  it('shows errors and warnings as alerts and can be dismissed by hand', () => {
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={toasts} onDismiss={onDismiss} timeoutMs={3000} label="Notifications" dismissLabel="Dismiss" />);
    expect(screen.getAllByRole('alert').map((a) => a.getAttribute('data-variant'))).toEqual(['error', 'warning']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });
});
