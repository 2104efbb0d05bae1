// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { editorEmptyAndReviewChecks, speakingPlayerTranscriptCheck } from '../kit/testing/speaking-ui-checks.tsx';
import { fakeUpload, storyMediaUrl } from '../kit/testing/story-harness.tsx';
import { setupAudioUiTests } from '../kit/testing/ui-test-hosts.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

setupAudioUiTests({ clearSessionStorage: true });

const type = { slug: 'respond-to-a-situation', def, fixtures, Player, Editor, Review };
const item = fixtures.items[0]!;

describe('respond-to-a-situation UI', () => {
  speakingPlayerTranscriptCheck(type);

  it('the editor names its fields by path and shows issues; the situation is rich text stored as plain text', async () => {
    const onChange = vi.fn();
    render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[{ path: 'content.situation', message: 'Fix this field.' }]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('editor-respond-to-a-situation')).toBeTruthy();
    const area = await waitFor(() => document.querySelector('[data-name="content.situation"]') as HTMLElement);
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.textContent).toContain(item.content.situation.split('\n')[0]!.slice(0, 30));
    expect(screen.getAllByText('Fix this field.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [content] = onChange.mock.calls.at(-1)!;
    expect(content.situation).toMatch(/^• /);
    expect(content.situation).not.toContain('<');
  });

  editorEmptyAndReviewChecks(type);
});
