// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { renderAt } from '@kernel/testing/render-at';
import type * as HttpModuleNs from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import PracticePage from './practice-page';

type HttpModule = typeof HttpModuleNs;

const fake = vi.hoisted(() => ({ posts: [] as unknown[] }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const card = (word_id: number, word: string, position: number) => ({ word_id, word, note: '', position, box: 0, status: 'new', last_seen_at: null });
  const cards = [card(11, 'abandon', 1), card(12, 'resilient', 2)];
  const practice = (current: number | null, learning: number) => ({
    organization_id: 1,
    word_list_id: 7,
    title: 'Week 1',
    card: current === null ? null : cards[current],
    progress: { total: 2, new: 2 - learning, learning, known: 0, due: 2 - learning, next_due_at: current === null ? '2030-01-02T00:00:00.000Z' : null },
    cards,
  });
  const http = {
    get: async (path: string) => {
      if (path === 'word-lists/7/practice') return { success: true, data: practice(0, 0) };
      if (path === 'word-details') return { success: true, data: { word: 'x', found: true, senses: [{ part_of_speech: 'verb', lemma: 'abandon', definition: 'forsake, leave behind', examples: [], synonyms: [] }], source: 'WordNet 3.1', audio: null } };
      throw new Error(`unexpected GET ${path}`);
    },
    post: async (path: string, body: { word_id: number; known: boolean }) => {
      fake.posts.push([path, body]);
      return { success: true, data: fake.posts.length === 1 ? practice(1, 1) : practice(null, 2) };
    },
  };
  return { ...real, http: { ...real.http, ...http } };
});

const key = (k: string) => fireEvent.keyDown(window, { key: k });

describe('the flash cards', () => {
  beforeAll(() => initTestI18n({ 'word-lists': pageTexts.en }));
  beforeEach(() => {
    fake.posts.length = 0;
  });
  afterEach(cleanup);

  it('Space flips, the arrows answer only once flipped, and the next card comes from the server', async () => {
    renderAt('/student/word-list/7', [['/student/word-list/:id', <PracticePage />]]);
    const card = await screen.findByTestId('flash-card');
    expect(card.getAttribute('data-word')).toBe('abandon');
    key('ArrowRight');
    expect(fake.posts).toEqual([]);
    key(' ');
    expect(await screen.findByText('forsake, leave behind')).toBeTruthy();
    key('ArrowRight');
    await waitFor(() => expect(screen.getByTestId('flash-card').getAttribute('data-word')).toBe('resilient'));
    expect(fake.posts).toEqual([['word-lists/7/practice', { word_id: 11, known: true }]]);
    expect(screen.getByTestId('flash-card').getAttribute('data-flipped')).toBe('no');
    key(' ');
    key('ArrowLeft');
    await waitFor(() => expect(screen.getByTestId('practice-done')).toBeTruthy());
    expect(fake.posts[1]).toEqual(['word-lists/7/practice', { word_id: 12, known: false }]);
    expect(screen.getByTestId('practice-done').textContent).toContain('The next card is due on');
  });

  it('keys typed into a field are not answers', async () => {
    renderAt('/student/word-list/7', [['/student/word-list/:id', <><PracticePage /><input aria-label="elsewhere" /></>]]);
    await screen.findByTestId('flash-card');
    const input = screen.getByLabelText('elsewhere');
    fireEvent.keyDown(input, { key: ' ' });
    expect(screen.getByTestId('flash-card').getAttribute('data-flipped')).toBe('no');
  });
});
