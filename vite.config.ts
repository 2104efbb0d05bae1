import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@kernel': here('./src/kernel'),
  '@ui': here('./src/ui'),
  '@machines': here('./machines'),
  '@question-types': here('./question-types'),
  '@locales': here('./locales'),
  '@server': here('./server'),
};

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
          ],
        },
      },
    },
  },
});
