// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '../../../src/kernel/i18n/test-i18n';
import en from '../locales/player.en.json';
import bn from '../locales/player.bn.json';
import { PracticeBottomBar, SaveState, TestBottomBar, TopBar } from './player-frame.tsx';

const FakeLink = ({ to, className, children, ...rest }: { to: string; className?: string; children?: ReactNode; 'data-testid'?: string }) => (
  <a href={to} className={className} data-testid={rest['data-testid']}>
    {children}
  </a>
);

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('the exam player frame', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('has every text in English and Bengali', () => {
    expect(leaves(bn).sort()).toEqual(leaves(en).sort());
  });

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
    const { rerender } = render(<TestBottomBar saveStatus="saved" online canBack={false} isLast={false} {...handlers} />);
    expect(screen.queryByTestId('previous-item')).toBeNull();
    fireEvent.click(screen.getByTestId('next-item'));
    expect(handlers.onNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('finish-early'));
    expect(handlers.onFinish).toHaveBeenCalledTimes(1);

    rerender(<TestBottomBar saveStatus="saving" online canBack isLast {...handlers} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(handlers.onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('next-item')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(handlers.onFinish).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('save-state').textContent).toBe('Saving…');
  });

  it('in practice: Submit while answering; Show answer, Redo and Next item in review; no Submit once blocked', () => {
    const h = { onSubmit: vi.fn(), onRedo: vi.fn(), onToggleAnswer: vi.fn() };
    const props = { Link: FakeLink, previousTo: '/p/5', nextTo: '/p/12', listTo: '/list', answerShown: true, ...h };
    const { rerender } = render(<PracticeBottomBar phase="answering" {...props} />);
    expect(screen.getByTestId('previous-item').getAttribute('href')).toBe('/p/5');
    expect(screen.getByTestId('back-to-list').getAttribute('href')).toBe('/list');
    expect(screen.queryByTestId('next-item')).toBeNull();
    expect(screen.queryByTestId('redo')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(h.onSubmit).toHaveBeenCalledTimes(1);

    rerender(<PracticeBottomBar phase="checking" {...props} />);
    expect((screen.getByTestId('submit-answer') as HTMLButtonElement).disabled).toBe(true);

    rerender(<PracticeBottomBar phase="reviewing" {...props} />);
    expect(screen.queryByTestId('submit-answer')).toBeNull();
    expect(screen.getByTestId('next-item').getAttribute('href')).toBe('/p/12');
    const toggle = screen.getByTestId('show-answer');
    expect(toggle.textContent).toBe('Hide answer');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(h.onToggleAnswer).toHaveBeenCalledTimes(1);
    expect(h.onRedo).toHaveBeenCalledTimes(1);

    rerender(<PracticeBottomBar phase="blocked" {...props} nextTo={undefined} previousTo={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('previous-item')).toBeNull();
    expect(screen.getByTestId('back-to-list')).toBeTruthy();
  });
});
