// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TargetScoreForm } from './target-score-form';
import { initTestI18n } from '@kernel/i18n/test-i18n';

const today = new Date(2025, 2, 15);

function setup() {
  const save = vi.fn(async () => ({ success: true }));
  const goHome = vi.fn();
  const onComplete = vi.fn();
  render(<TargetScoreForm save={save} goHome={goHome} onComplete={onComplete} today={today} />);
  const form = screen.getByTestId('target-score-form');
  const input = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  return { save, goHome, onComplete, form, input };
}

describe('TargetScoreForm', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('starts every score at 50', () => {
    const { input } = setup();
    for (const s of ['speaking', 'listening', 'writing', 'reading']) expect(input(s).value).toBe('50');
  });

  it('refuses 95 with the field message and the alert, and does not save', async () => {
    const { input, form, save } = setup();
    fireEvent.change(input('writing'), { target: { value: '95' } });
    expect(screen.getByText('Score must be between 10-90')).toBeTruthy();
    fireEvent.change(input('exam_date'), { target: { value: '2025-06-01' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Please ensure all scores are whole numbers between 10 and 90.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('requires the exam date and keeps it inside today..two years', async () => {
    const { input, form, save } = setup();
    fireEvent.submit(form);
    expect(await screen.findByText('Exam date is required')).toBeTruthy();
    fireEvent.change(input('exam_date'), { target: { value: '2027-03-16' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Exam date must be between today and two years from now.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Type it as year-month-day, between 2025-03-15 and 2027-03-15.')).toBeTruthy();
  });

  it('shows and takes the date as yyyy-MM-dd, whatever the browser locale (no native mm/dd/yyyy date input)', async () => {
    const { input, form, save } = setup();
    const date = input('exam_date');
    expect(date.type).toBe('text');
    expect(date.placeholder).toBe('yyyy-MM-dd');
    expect(screen.getByLabelText(/Exam date/)).toBe(date);
    // the hyphens come by themselves, so a phone's number pad is enough
    fireEvent.change(date, { target: { value: '20250601' } });
    expect(date.value).toBe('2025-06-01');
    // a date in another order is not a yyyy-MM-dd day: refused before anything is sent
    fireEvent.change(date, { target: { value: '06/01/2025' } });
    expect(date.value).toBe('0601-20-25');
    fireEvent.submit(form);
    expect(await screen.findByText('Enter a real date as yyyy-MM-dd.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('cannot be dismissed with Escape', async () => {
    setup();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('target-score-form')).not.toBeNull();
  });

  it('posts whole numbers, then closes, signals completion and goes home', async () => {
    const { input, form, save, goHome, onComplete } = setup();
    fireEvent.change(input('speaking'), { target: { value: '79' } });
    fireEvent.change(input('exam_date'), { target: { value: '2025-06-01' } });
    fireEvent.submit(form);
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ exam_date: '2025-06-01', speaking: 79, listening: 50, writing: 50, reading: 50 });
    expect(onComplete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('target-score-form')).toBeNull());
  });

  it('shows the save failure and stays open', async () => {
    const save = vi.fn(async () => { throw new Error('500'); });
    const goHome = vi.fn();
    render(<TargetScoreForm save={save} goHome={goHome} today={today} />);
    const form = screen.getByTestId('target-score-form');
    fireEvent.change(form.querySelector('input[name="exam_date"]')!, { target: { value: '2025-06-01' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Failed to save target scores. Please try again.')).toBeTruthy();
    expect(goHome).not.toHaveBeenCalled();
    expect(screen.getByTestId('target-score-form')).toBeTruthy();
  });
});
