import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/chromium';
import { JOURNEY_ADMIN_EMAIL, JOURNEY_ADMIN_PASSWORD } from './tests/fixtures/admin';
import { smtpInboxPorts } from './tests/fixtures/mail';

// Journeys run against the real server (built app, widgets, API) on a throw-away embedded database.
const port = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? join(mkdtempSync(join(tmpdir(), 'robomarket-e2e-')), 'data');
// Mail goes over real SMTP to a local SMTP inbox; journeys read what it received (tests/fixtures/mail.ts).
const smtpInbox = smtpInboxPorts(port);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // `pnpm test` asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to add the counts to its summary.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable,
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node --conditions=source apps/server/src/scripts/smtp-inbox.ts',
      url: `http://127.0.0.1:${smtpInbox.http}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_INBOX_PORT: String(smtpInbox.smtp), SMTP_INBOX_HTTP_PORT: String(smtpInbox.http) },
    },
    {
      // A platform admin for the dispute journey, made with the admin command in the same data folder first.
      command: `node --conditions=source apps/server/src/scripts/create-admin.ts --email ${JOURNEY_ADMIN_EMAIL} && node --conditions=source apps/server/src/main.ts`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every journey signs up its own accounts, all from 127.0.0.1: more than a person's hourly allowance.
        RATE_LIMITS: 'register=500/3600',
        ADMIN_PASSWORD: JOURNEY_ADMIN_PASSWORD,
        // Journeys sign up accounts and pay or award at once; confirming the address is its own journey.
        REQUIRE_EMAIL_VERIFICATION: '0',
        SMTP_URL: `smtp://127.0.0.1:${smtpInbox.smtp}`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
});
