import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { pageHint } from './scripts/page-hint.ts';
import { PRACTICE_ITEM_PATH, PRACTICE_ITEM_READS } from './plugins/pte-practice/paths.ts';
import { isPortalCard, portalCardChunk, portalsOfChunk, sharedPortalChunk } from './scripts/portal-chunks.ts';
import { ROLE_PORTALS } from './src/kernel/portal/types.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@kernel': here('./src/kernel'),
  '@ui': here('./src/ui'),
  '@machines': here('./machines'),
  '@question-types': here('./question-types'),
  '@locales': here('./locales'),
  '@server': here('./server'),
};

/** A folder of the project as the start of a pattern over module ids. */
const under = (folder: string) => `^${here(folder).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;

/** A question type's own client modules that an item page loads together (question-types/README.md). */
const QUESTION_TYPE_FILE = new RegExp(`${under('./question-types/')}(?!kit/)([a-z0-9-]+)/(ui\\.ts|player\\.tsx|i18n\\.ts)$`);

/** A module that may be a portal card: the cards live in their plugins' components/ folders. */
const PLUGIN_COMPONENT = new RegExp(`${under('./plugins/')}[a-z0-9-]+/components/[^/]+\\.tsx$`);

/** The kernel's texts that load on demand (src/kernel/i18n/i18n.ts): a language and a namespace. */
const KERNEL_TEXTS = new RegExp(`${under('./locales/')}([a-z]+)/([a-z]+)\\.json$`);
const kernelTextsChunk = (id: string) => {
  const [, lang, ns] = KERNEL_TEXTS.exec(id)!;
  return ns === 'common' ? `kernel-common-${lang}` : `kernel-texts-${lang}`;
};
/** Whether a chunk holds kernel texts of `lang` (the chunks kernelTextsChunk names; en's common texts are the entry's). */
const isKernelTextsOf = (lang: string) => (chunk: string) => chunk === `kernel-texts-${lang}` || chunk === `kernel-common-${lang}`;

/** The kernel folders whose modules every plugin's pages share (grouped into the signed-in pages' shell chunk). */
const KERNEL_LIBRARIES = new RegExp(`${under('./src/kernel/')}(i18n|router|http|dates|auth|tenancy|permissions|branding|notify|status|money|portal|plugins)/`);

/**
 * react-router's package resolves to its development build (extra checks and warnings) under every condition a
 * browser build uses; the build takes its production build, as its own Vite plugin would. Tests and the dev server
 * keep the development build and its warnings.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') }] } }),
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  // precompress: .br and .gz beside every built file, sent by Accept-Encoding (server/kernel/compression.ts);
  // pageHint: a returning user's page asks for the signed-in shell, and a practice item for its page's chunks, beside
  // the entry (scripts/page-hint.ts)
  plugins: [
    react(),
    tailwindcss(),
    pageHint([
      {
        path: PRACTICE_ITEM_PATH,
        modules: [here('./plugins/pte-practice/routes/practice-page.tsx'), here('./plugins/pte-practice/lib/warm-item.ts')],
        // and on a type's item, that type's chunk (its Player, the kit parts it uses, its texts)
        each: { param: 'slug', valueOf: (chunk) => /^qt-([a-z0-9-]+)$/.exec(chunk)?.[1] },
        reads: PRACTICE_ITEM_READS,
      },
      ...ROLE_PORTALS.map((portal) => ({ path: `/${portal}/portal`, chunks: (name: string) => portalsOfChunk(name).includes(portal) })),
    ], { en: isKernelTextsOf('en'), bn: isKernelTextsOf('bn') }),
    precompress(),
    reactRouterProduction(),
  ],
  resolve: { alias: aliases },
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: true,
    allowedHosts: ['.localhost', 'localhost'],
    // /blog: the public blog's pages are the server's (server/modules/blog/pages.ts); the Host is kept, it names the centre
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/files': `http://127.0.0.1:${apiPort}`, '^/blog([/?]|$)': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // every browser the build targets has modulepreload; the polyfill was most of a small entry file of its own
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one "boot" chunk (React, the router, i18next and the kernel
        // together): left alone, rolldown cut it into ~15 files of 1-60 KiB, and over HTTP/1.1 on a phone (6
        // connections) those were waves of round trips before the first script ran; one file is also ~17 KiB
        // smaller on the wire than the pieces.
        codeSplitting: {
          groups: [
            {
              // scripts/chunk-groups.ts: why, and how a group is drawn
              name: chunkGroups(here('./src/main.tsx'), [
                // the sign-in page rides with the entry: /login fetched it at once anyway, and the signed-in pages
                // fetched it too for what their shell shares with it (one request less on every page)
                { name: 'boot', root: (id) => id === here('./plugins/auth/routes/login-page.tsx') },
                {
                  name: 'shell',
                  root: (id, info) =>
                    id === here('./src/kernel/layouts/role-layout.tsx') ||
                    id === here('./src/kernel/auth/auth-actor.ts') ||
                    // the kernel's libraries every plugin's pages use, not its lazy pages
                    (KERNEL_LIBRARIES.test(id) && !/\.(test|stories)\./.test(id) && info.dynamicImporters.length === 0),
                },
                // ui-contract: every type's ui.ts imports it, and every page that shows a type has this chunk already
                { name: 'player', root: (id) => [here('./plugins/pte-practice/routes/practice-page.tsx'), here('./question-types/registry.ts'), here('./question-types/ui-registry.ts'), here('./question-types/kit/ui-contract.ts')].includes(id) },
                // a portal page and its cards, by the portals whose cards use a module (scripts/portal-chunks.ts); after
                // the player, so a trainer's card that shows types imports that chunk
                {
                  name: (_, info) => portalCardChunk(info.code ?? ''),
                  shared: sharedPortalChunk,
                  root: (id, info) => id === here('./src/kernel/portal/portal-page.tsx') || (PLUGIN_COMPONENT.test(id) && isPortalCard(info.code ?? '')),
                },
                // the layout's and the pages' texts in one chunk a language (one request, which the hint makes with the
                // shell's); the common texts apart, since /login needs them alone
                { name: kernelTextsChunk, root: (id) => KERNEL_TEXTS.test(id), rootsOnly: true },
                // a type's ui module, Player and texts hook as one chunk a type (3 requests an item page waited for);
                // its texts (en, bn) stay apart: the practice list reads every type's name from them
                { name: (id) => `qt-${QUESTION_TYPE_FILE.exec(id)![1]}`, root: (id) => QUESTION_TYPE_FILE.test(id), rootsOnly: true },
              ], 'boot'),
              debugName: 'shell, portal and player groups',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
