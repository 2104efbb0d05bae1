// @vitest-environment happy-dom
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
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
  // loading, suspending and asking again after a failure: src/kernel/lazy/preloadable.test.tsx
});
