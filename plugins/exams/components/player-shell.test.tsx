// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { pageTexts } from './texts';
import { BottomBar, SaveState, TopBar } from './player-shell';

describe('the exam player frame', () => {
  beforeAll(() => initTestI18n({ exams: pageTexts.en }));
  afterEach(cleanup);

  it('shows the section, "Item 3 of 20" and each running timer', () => {
    render(<TopBar section="reading" title="Reading test" index={2} total={20} timeLeft={{ item: null, part: 125_000, test: 30_500 }} />);
    expect(screen.getByTestId('player-section').textContent).toBe('Reading');
    expect(screen.getByTestId('item-position').textContent).toBe('Item 3 of 20');
    expect(screen.queryByTestId('time-left-item')).toBeNull();
    expect(screen.getByTestId('time-left-part').textContent).toBe('02:05');
    const test = screen.getByRole('timer', { name: 'Time left for the test' });
    expect(test.textContent).toBe('00:31');
    expect(test.className).toContain('bg-danger-700');
  });

  it('says whether the answers are saved, being saved or waiting for the connection', () => {
    const { rerender } = render(<SaveState status="saved" online />);
    const state = screen.getByRole('status');
    expect(state.textContent).toBe('All answers saved');
    expect(state.getAttribute('data-state')).toBe('saved');
    rerender(<SaveState status="saving" online />);
    expect(screen.getByTestId('save-state').textContent).toBe('Saving…');
    rerender(<SaveState status="offline" online />);
    expect(screen.getByTestId('save-state').getAttribute('data-state')).toBe('offline');
    // the browser says offline before any save failed
    rerender(<SaveState status="saved" online={false} />);
    expect(screen.getByTestId('save-state').textContent).toMatch(/^Offline/);
  });

  it('offers Previous only where going back is allowed, and Finish on the last item', () => {
    const handlers = { onBack: vi.fn(), onNext: vi.fn(), onFinish: vi.fn() };
    const { rerender } = render(<BottomBar saveStatus="saved" online canBack={false} isLast={false} {...handlers} />);
    expect(screen.queryByTestId('previous-item')).toBeNull();
    fireEvent.click(screen.getByTestId('next-item'));
    expect(handlers.onNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('finish-early'));
    expect(handlers.onFinish).toHaveBeenCalledTimes(1);

    rerender(<BottomBar saveStatus="saving" online canBack isLast {...handlers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(handlers.onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('next-item')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(handlers.onFinish).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('save-state').textContent).toBe('Saving…');
  });
});
