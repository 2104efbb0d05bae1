// @vitest-environment happy-dom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineQuestionTypeUi } from './ui-contract.ts';

const part = (name: string) => () => Promise.resolve({ default: () => <p data-testid="part">{name}</p> });

function ui() {
  return defineQuestionTypeUi<unknown, unknown, unknown>({ player: part('player'), editor: part('editor'), review: part('review') });
}

function show(Player: ReturnType<typeof ui>['Player']) {
  return render(
    <Suspense fallback={<p data-testid="fallback" />}>
      <Player content={null} response={null} onChange={() => undefined} mode="practice" mediaUrl={(p) => p} />
    </Suspense>,
  );
}

describe('defineQuestionTypeUi', () => {
  afterEach(cleanup);

  it('renders a preloaded Player at once, without passing through the Suspense fallback', async () => {
    const { Player, preloadPlayer, playerLoaded } = ui();
    expect(playerLoaded?.()).toBe(false);
    await preloadPlayer?.();
    expect(playerLoaded?.()).toBe(true);
    show(Player);
    expect(screen.getByTestId('part').textContent).toBe('player');
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('still loads a Player that was not preloaded, suspending until it arrives', async () => {
    const { Player, playerLoaded } = ui();
    show(Player);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByTestId('part').textContent).toBe('player');
    expect(playerLoaded?.()).toBe(true);
  });

  it('asks for a chunk that failed to load again on the next preload', async () => {
    let calls = 0;
    const { preloadPlayer, playerLoaded } = defineQuestionTypeUi<unknown, unknown, unknown>({
      player: () => (++calls === 1 ? Promise.reject(new Error('offline')) : part('player')()),
      editor: part('editor'),
      review: part('review'),
    });
    await expect(preloadPlayer?.()).rejects.toThrow('offline');
    await preloadPlayer?.();
    expect(calls).toBe(2);
    expect(playerLoaded?.()).toBe(true);
  });
});
