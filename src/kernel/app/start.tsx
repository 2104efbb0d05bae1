/**
 * Start-up: validate the plugin declarations (throws naming the plugin; in development, since the plugin list is
 * fixed at build time and src/plugins.test.ts validates the real one), set up i18n, render.
 * The plugins are handed in by src/main.tsx: the kernel imports no plugin.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initI18n, KERNEL_EN_ENTRY } from '../i18n/i18n';
import { validatePlugins } from '../plugins/validate';
import { KERNEL_ROUTES } from '../router/kernel-routes';
import { registerRoutePaths } from '../router/route-refs';
import type { PluginDef } from '../plugins/types';
import type { Registry } from '../router/registry';
import { warmUp } from './warm-up';
import { deferSecondaryWork } from './secondary-work';
import { rememberPageStart } from './early-start';

export function buildRegistry(plugins: readonly PluginDef[]): Registry {
  return {
    routes: [...KERNEL_ROUTES, ...plugins.flatMap((p) => p.routes)],
    menu: plugins.flatMap((p) => p.menu).sort((a, b) => a.order - b.order),
    slots: plugins.flatMap((p) => p.slots ?? []),
    portalCards: plugins.flatMap((p) => p.portalCards ?? []),
  };
}

/**
 * Ends the current task: start-up is several tasks instead of one. A slow phone runs the entry's evaluation and the
 * start-up as one task of ~0.5 s otherwise, all of it Total Blocking Time.
 */
const inNextTask = (step: () => void): void => void setTimeout(step, 0);
const nextTask = (): Promise<void> => new Promise((resolve) => inNextTask(resolve));

/** How long start-up waits for a warmed page's chunks before it renders the frame anyway. */
const WARM_WAIT_MS = 4000;

/** How long after the first render the bell's count, the start-up dialogs and the drawer's chunk wait. */
const SECONDARY_AFTER_MS = 1500;

export async function startApp(plugins: readonly PluginDef[], root: HTMLElement): Promise<void> {
  if (import.meta.env.DEV) validatePlugins(plugins, { routes: KERNEL_ROUTES, en: KERNEL_EN_ENTRY });
  const registry = buildRegistry(plugins);
  const startPath = window.location.pathname;
  const warmed = warmUp(registry.routes, startPath, registry.portalCards, inNextTask);
  // the warm-up's requests are on their way; i18n's set-up is the next task
  await nextTask();
  const i18n = await initI18n(plugins);
  registerRoutePaths(registry.routes);
  // a warmed role page renders once its chunks and the layout's and pages' texts are here: each of them would
  // otherwise suspend the first render, and React shows what a boundary suspended on no sooner than 300 ms after
  // its spinner. The server's shell (server/kernel/spa-page.ts) is on screen meanwhile.
  // On a very slow link the frame comes after WARM_WAIT_MS at the latest, with spinners where chunks are missing.
  if (warmed) await Promise.race([Promise.all([warmed, i18n.loadNamespaces(['layout', 'pages'])]), new Promise((resolve) => setTimeout(resolve, WARM_WAIT_MS))]);
  else await nextTask();
  // the page's files and reads, remembered for the next start of this path (early-start.ts)
  deferSecondaryWork(SECONDARY_AFTER_MS, () => warmed && rememberPageStart(registry, startPath));
  // in a transition: React renders the first page in slices of a few milliseconds, yielding between them, instead of
  // one task of ~60 ms (x4 on a slow phone: the portal's and an item page's Total Blocking Time); the server's shell
  // (server/kernel/spa-page.ts) stays on screen until the first commit
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App registry={registry} />
      </StrictMode>,
    ),
  );
}
