import { defineConfig } from '@playwright/test';

/** The composed site (built shell + remotes + API) in Debian's Chromium; see support/global-setup.ts. */
export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two spec files at a time: most of a spec's time is the browser's clock (speaker audio, chimes,
  // recordings), not CPU. Each spec signs up its own users (uniqueEmail), and release.spec runs a site of its own.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }]],
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results/playwright-artifacts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
