import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const port = process.env['PORT'] ?? '4391';
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // scripts/e2e.ts gives each run (per port) its own folder, so parallel runs keep their traces.
  outputDir: process.env['PW_OUTPUT_DIR'] ?? 'test-results',
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  // Two cores: one worker for the browser, the other for the server.
  workers: 1,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // scripts/e2e.ts has built the site and set DATA_DIR, DIST_DIR and the rest.
    command: 'node src/server/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
