import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores: on the 2-core machines CI runs on that is one, and every
      // suite ran file after file. Files are independent (each API file has its own server and database).
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['{src,plugins,question-types,machines,locales,server,scripts}/**/*.test.{ts,tsx}'],
            environment: 'node',
            setupFiles: ['./tests/setup-unit.ts'],
            maxWorkers: 2,
            // a hang guard, not a speed check: a component test can take seconds beside the other worker
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
            maxWorkers: 2,
          },
        },
      ],
    },
  }),
);
