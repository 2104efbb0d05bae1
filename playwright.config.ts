import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
/** Per port, so two runs (E2E_PORT=...) can share a machine. */
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
export const MAIL_DIR = `.tmp/e2e-mail-${E2E_PORT}`;

// The system Chromium: browsers cannot be downloaded here (TOOLCHAIN.md).
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `.tmp/test-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A fresh embedded database each run; the server's own shutdown keeps ./data untouched.
    command: `rm -rf ${E2E_DATA_DIR} && exec node --import tsx server/main.ts`,
    url: `http://localhost:${E2E_PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // E2E_SERVER_LOG=1 shows the server's request log (JSON lines) in the run's output
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      UPLOAD_DIR: `${E2E_DATA_DIR}/uploads`,
      PLATFORM_DOMAIN: `localhost:${E2E_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'PTE Platform <no-reply@platform.test>',
      LOG_LEVEL: process.env.E2E_SERVER_LOG ? 'info' : 'warn',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
