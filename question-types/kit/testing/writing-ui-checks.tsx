// The component checks that the writing types (Summarize Written Text, Write Essay) share word for word, registered by
// each type's ui.test.tsx inside its own describe block with its own definition, fixtures and components: the item
// timer and live word count, the rich-text prompt field stored as plain text, the empty editor and the review.
// Test-only.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { editorEmptyAndReviewChecks, type SpeakingUiType } from './speaking-ui-checks.tsx';
import { fakeUpload, storyMediaUrl } from './story-harness.tsx';

/**
 * The writing checks on the first fixture item: the Player's prompt, timer, word count and response box; the Editor's
 * rich-text field at `content.<field>` (named by its path, its issue shown, a bulleted list stored as "• " text); the
 * empty Editor; the Review's total and traits.
 */
export function writingUiChecks<F extends string, C extends Record<F, string>, K, R extends { text: string }>(type: SpeakingUiType<C, K, R>, field: F): void {
  const { slug, def, fixtures, Player, Editor } = type;
  const path = `content.${field}`;

  it('shows the prompt, the item timer and a response box with a live word count', () => {
    const item = fixtures.items[0]!;
    const onChange = vi.fn();
    render(<Player content={item.content} response={{ text: 'A short answer here.' } as R} onChange={onChange} mode="test" mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId(`player-${slug}`)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(def.timing.responseSec === 1200 ? '20:00' : '10:00');
    expect(screen.getByTestId('word-counter').textContent).toContain('4 words');
    const area = document.querySelector('textarea[name="response"]') as HTMLTextAreaElement;
    expect(area.getAttribute('spellcheck')).toBe('false');
    fireEvent.change(area, { target: { value: 'Changed.' } });
    expect(onChange).toHaveBeenLastCalledWith({ text: 'Changed.' });
  });

  it(`the editor names its fields by path and shows issues; the ${field} is rich text stored as plain text`, async () => {
    const item = fixtures.items[0]!;
    const onChange = vi.fn();
    render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[{ path, message: 'Fix this field.' }]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId(`editor-${slug}`)).toBeTruthy();
    const area = await waitFor(() => document.querySelector(`[data-name="${path}"]`) as HTMLElement);
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.textContent).toContain(item.content[field].split('\n')[0]!.slice(0, 30));
    expect(screen.getAllByText('Fix this field.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [content] = onChange.mock.calls.at(-1)!;
    expect(content[field]).toMatch(/^• /);
    expect(content[field]).not.toContain('<');
  });

  editorEmptyAndReviewChecks(type);
}
