import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@kernel': here('./src/kernel'),
  '@ui': here('./src/ui'),
  '@machines': here('./machines'),
  '@question-types': here('./question-types'),
  '@locales': here('./locales'),
  '@server': here('./server'),
};

/** The kernel folders whose modules every plugin's pages share (grouped into the signed-in pages' shell chunk). */
const KERNEL_LIBRARIES = new RegExp(`^${here('./src/kernel/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(i18n|router|http|dates|auth|tenancy|permissions|branding|notify|status|money|portal|plugins)/`);

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  // precompress: .br and .gz beside every built file, sent by Accept-Encoding (server/kernel/compression.ts)
  plugins: [react(), tailwindcss(), precompress()],
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
    rolldownOptions: {
      output: {
        // Left alone, rolldown splits react-router and React across several small shared chunks, which costs the
        // /login load about a kilobyte of chunk glue: keep each library in one chunk of its own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              // scripts/chunk-groups.ts: why, and how a group is drawn
              name: chunkGroups(here('./src/main.tsx'), [
                // first, so that what /login shares with the signed-in pages is not fetched with their shell
                { name: 'sign-in', root: (id) => id === here('./plugins/auth/routes/login-page.tsx') },
                {
                  name: 'shell',
                  root: (id, info) =>
                    id === here('./src/kernel/layouts/role-layout.tsx') ||
                    id === here('./src/kernel/auth/auth-actor.ts') ||
                    // the kernel's libraries every plugin's pages use, not its lazy pages
                    (KERNEL_LIBRARIES.test(id) && !/\.(test|stories)\./.test(id) && info.dynamicImporters.length === 0),
                },
                { name: 'player', root: (id) => [here('./plugins/pte-practice/routes/practice-page.tsx'), here('./question-types/registry.ts'), here('./question-types/ui-registry.ts')].includes(id) },
              ]),
              debugName: 'shell, portal and player groups',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
