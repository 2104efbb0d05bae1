// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../src/kernel/i18n/test-i18n';
import { fakeUpload, storyMediaUrl } from '../kit/ui/story-harness.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

beforeAll(() => initTestI18n());
beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const item = fixtures.items[0]!;

describe('read-aloud UI', () => {
  it('shows the prompt and saves a typed practice transcript as the response', () => {
    const onChange = vi.fn();
    render(<Player content={item.content} response={def.emptyResponse(item.content)} onChange={onChange} mode="practice" mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('player-read-aloud')).toBeTruthy();
    const field = screen.getByLabelText('Type what you would say (practice without a microphone)');
    fireEvent.change(field, { target: { value: 'my answer' } });
    expect(onChange).toHaveBeenLastCalledWith({ recording: null, transcript: 'my answer' });
  });

  it('the editor names its fields by path and shows issues; the text is rich text stored as plain text', async () => {
    const onChange = vi.fn();
    render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[{ path: 'content.text', message: 'Fix this field.' }]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('editor-read-aloud')).toBeTruthy();
    const area = await waitFor(() => document.querySelector('[data-name="content.text"]') as HTMLElement);
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.textContent).toContain(item.content.text.split('\n')[0]!.slice(0, 30));
    expect(screen.getAllByText('Fix this field.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [content] = onChange.mock.calls.at(-1)!;
    expect(content.text).toMatch(/^• /);
    expect(content.text).not.toContain('<');
  });

  it('the editor opens empty for a new item', () => {
    render(<Editor content={null} itemKey={null} onChange={() => {}} issues={[]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('editor-read-aloud')).toBeTruthy();
  });

  it('the review shows the total and every trait', () => {
    const response = fixtures.responses[0]!.response;
    const result = def.score({ content: item.content, key: item.key, response });
    render(<Review content={item.content} itemKey={item.key} response={response} result={result} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe(`Total: ${result.score} / ${result.max}`);
    expect(document.querySelectorAll('[data-trait]')).toHaveLength(def.traits.length);
  });
});
