// @vitest-environment happy-dom
import { Suspense, type ComponentType } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable, preloadableOf, type LazyModule } from './preloadable';

const module = (name: string) => vi.fn(() => Promise.resolve({ default: (() => <p data-testid="part">{name}</p>) as ComponentType<object> }));

function show(Component: ComponentType<object>) {
  return render(
    <Suspense fallback={<p data-testid="fallback" />}>
      <Component />
    </Suspense>,
  );
}

describe('preloadable', () => {
  afterEach(cleanup);

  it('renders a preloaded module at once, without passing through the Suspense fallback', async () => {
    const page = preloadable(module('page'));
    expect(page.loaded()).toBe(false);
    await page.preload();
    expect(page.loaded()).toBe(true);
    show(page.Component);
    expect(screen.getByTestId('part').textContent).toBe('page');
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('still loads a module that was not preloaded, suspending until it arrives', async () => {
    const page = preloadable(module('page'));
    show(page.Component);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByTestId('part').textContent).toBe('page');
    expect(page.loaded()).toBe(true);
  });

  it('loads once, and asks again for a module that failed', async () => {
    let calls = 0;
    const load: LazyModule<object> = () => (++calls === 1 ? Promise.reject(new Error('offline')) : module('page')());
    const page = preloadable(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    await page.preload();
    expect(calls).toBe(2);
    expect(page.loaded()).toBe(true);
  });

  it("gives a declared loader one preloadable, so the warm-up's preload is the one the component renders", async () => {
    const load = module('card');
    expect(preloadableOf(load)).toBe(preloadableOf(load));
    await preloadableOf(load).preload();
    show(preloadableOf(load).Component);
    expect(screen.getByTestId('part').textContent).toBe('card');
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloadableOf(module('other'))).not.toBe(preloadableOf(load));
  });
});
