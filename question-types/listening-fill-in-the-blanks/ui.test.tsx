// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupAudioUiTests, testMediaUrl, uiTestHosts } from '../kit/testing/ui-test-hosts.tsx';
import def from './definition.ts';
import Editor, { parseVariants, resizeGaps } from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const SLUG = 'listening-fill-in-the-blanks';
const item = fixtures.items[0]!;

setupAudioUiTests();
const { PlayerHost, EditorHost, stateOf, field } = uiTestHosts({ slug: SLUG, def, Player, Editor, content: item.content });

describe(`${SLUG} player`, () => {
  it('shows the status box, then the transcript with a labelled text box per blank', () => {
    render(<PlayerHost mode="test" />);
    expect(screen.getByTestId(`player-${SLUG}`)).toBeTruthy();
    expect(screen.getByTestId('audio-status').textContent).toBe('Beginning in 7 seconds');
    expect(screen.getByText('The audio plays once.')).toBeTruthy();
    const gap2 = screen.getByTestId('gap-2') as HTMLInputElement;
    expect(gap2.name).toBe('gap-2');
    expect(screen.getByRole('textbox', { name: 'Blank 2' })).toBe(gap2);
    expect(gap2.getAttribute('spellcheck')).toBe('false');
    fireEvent.change(gap2, { target: { value: 'fluctuate' } });
    fireEvent.change(screen.getByTestId('gap-1'), { target: { value: 'Sustainable' } });
    expect(screen.getByTestId('response').textContent).toBe('{"gaps":["Sustainable","fluctuate",""]}');
    expect(document.body.textContent).not.toContain('renowned');
  });

  it('is read-only when disabled', () => {
    render(<PlayerHost mode="test" disabled />);
    expect((screen.getByTestId('gap-1') as HTMLInputElement).disabled).toBe(true);
  });
});

describe(`${SLUG} editor`, () => {
  it('builds an item: upload, transcript with markers, accepted variants per blank', async () => {
    render(<EditorHost />);
    fireEvent.change(field('content.audio'), { target: { files: [new File(['x'], 'talk.wav', { type: 'audio/wav' })] } });
    await waitFor(() => expect(stateOf().c.audio).toBe('/files/question-audio/talk.wav'));
    fireEvent.change(field('content.transcript'), { target: { value: 'The {{1}} of the sky and the {{2}} sea.' } });
    fireEvent.change(field('key.gaps.0'), { target: { value: 'colour, ' } });
    expect(field('key.gaps.0').value).toBe('colour, ');
    fireEvent.change(field('key.gaps.0'), { target: { value: 'colour, color' } });
    fireEvent.change(field('key.gaps.1'), { target: { value: 'deep' } });
    const { c, k } = stateOf();
    expect(k).toEqual({ gaps: [['colour', 'color'], ['deep']] });
    expect(def.validateItem(c, k)).toEqual([]);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
  });

  it('inserts the next blank marker and resizes the key', () => {
    render(<EditorHost content={{ audio: '/files/a.ogg', transcript: 'Hello {{1}}' }} itemKey={{ gaps: [['world']] }} />);
    fireEvent.click(screen.getByTestId('add-gap'));
    expect(stateOf().c.transcript).toBe('Hello {{1}} {{2}}');
    expect(stateOf().k.gaps).toEqual([['world'], []]);
    expect(screen.getAllByText('Gap 2 has no accepted answer.').length).toBeGreaterThan(0);
  });

  it('shows mismatched markers as issues', () => {
    render(<EditorHost content={item.content} itemKey={{ gaps: [['sustainable'], ['fluctuate']] }} />);
    expect(screen.getAllByText(/The transcript has 3 gap\(s\) but the key has answers for 2/).length).toBeGreaterThan(0);
  });

  it('parses comma-separated variants and resizes gaps (pure)', () => {
    expect(parseVariants(' colour ,color,, ')).toEqual(['colour', 'color']);
    expect(resizeGaps([['a'], ['b']], 3)).toEqual([['a'], ['b'], []]);
    expect(resizeGaps([['a'], ['b']], 1)).toEqual([['a']]);
  });
});

describe(`${SLUG} review`, () => {
  it('marks each blank, shows the typed word beside the key, and the full transcript', () => {
    const response = { gaps: ['sustainable', 'flactuate', ''] };
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={testMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Score: 1 / 3');
    expect(screen.getByTestId('review-gap-1').getAttribute('data-correct')).toBe('true');
    expect(screen.getByTestId('review-gap-2').textContent).toContain('flactuate');
    expect(screen.getByTestId('review-gap-2').textContent).toContain('fluctuate');
    expect(screen.getByTestId('review-gap-3').textContent).toContain('(empty)');
    expect(screen.getByTestId('review-transcript').textContent).toContain('a region renowned for its seafood');
  });
});
