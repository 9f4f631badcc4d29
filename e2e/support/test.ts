import { type ChildProcess, spawn } from 'node:child_process';
import { startLocalSmtp, type LocalSmtp } from '../../tests/helpers/smtp';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

// Every spec imports `test` and `expect` from here, not from '@playwright/test' (eslint.config.js
// says so): this `test` gives each Playwright worker a server of its own, started from the
// production build as `npm start` runs it, on a fresh data folder. Workers then never share state,
// and the files of one worker run one after another against its server.
export * from '@playwright/test';

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

/** How long a server may take to answer its health check on a loaded machine. */
const START_TIMEOUT_MS = 120_000;

/**
 * The address of this worker's server, for code that runs outside a test's fixtures (a `beforeAll`
 * making an API context of its own). Set once the worker's server is up.
 */
export function serverUrl(): string {
  const url = process.env.E2E_SERVER_URL;
  if (!url) throw new Error('no server for this worker: import `test` from e2e/support/test.ts');
  return url;
}

/** Whether a server answers at `url` already. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health within 120 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let workerSmtp: LocalSmtp | undefined;

/** The e-mails this worker's server sent, as its local SMTP server received them. */
export function sentMail(): LocalSmtp {
  if (!workerSmtp) throw new Error('no SMTP server for this worker');
  return workerSmtp;
}

export const test = base.extend<Record<never, never>, { workerServer: string; mailServer: boolean }>({
  /**
   * Whether the worker's server sends e-mail through a local SMTP server (SMTP_URL). A spec that checks
   * the site without SMTP says `test.use({ mailServer: false })`: its files get a worker of their own.
   */
  mailServer: [true, { scope: 'worker', option: true }],
  workerServer: [
    async ({ mailServer }, provide, workerInfo) => {
      const port = BASE_PORT + workerInfo.parallelIndex;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-e2e-'));
      const url = `http://127.0.0.1:${port}`;
      // Another server on the port (another checkout's journeys) would answer the health check of this
      // one, which then fails to listen: the journeys would run against someone else's data.
      if (await answers(url)) {
        throw new Error(`a server already answers on port ${port}: set E2E_PORT to run the journeys elsewhere`);
      }
      // A local SMTP server per worker: the journeys read the e-mails the site sends (the Komplain desk).
      const smtp = mailServer ? await startLocalSmtp() : undefined;
      workerSmtp = smtp;
      const server = spawn(process.execPath, ['dist/server.js'], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          ADMIN_USERNAME: E2E_ADMIN.name,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          LOG_LEVEL: 'warn',
          // The journeys come from one address, far faster than people: no per-address budgets.
          RATE_LIMIT_SEARCH: '0',
          RATE_LIMIT_UNCACHED: '0',
          // The link check's journeys link to this machine (the site itself, local imitations of
          // outside pages): loopback is this test's intranet. Nothing else internal is allowed.
          LINK_CHECK_ALLOW_PRIVATE: '127.0.0.0/8',
          SMTP_URL: smtp?.url ?? '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      server.stdout?.on('data', keep);
      // What the server says on standard error (warnings, a crash) goes to the test log as well.
      server.stderr?.on('data', (chunk: Buffer) => {
        keep(chunk);
        process.stderr.write(chunk);
      });
      try {
        await waitUntilHealthy(url, server, () => output);
        process.env.E2E_SERVER_URL = url;
        // For journeys that prepare what no screen writes yet, in the worker's own database.
        process.env.E2E_DATA_DIR = dataDir;
        await provide(url);
      } finally {
        if (server.exitCode === null) {
          server.kill('SIGTERM');
          await once(server, 'exit');
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
        await smtp?.close();
      }
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ workerServer }, provide) => {
    await provide(workerServer);
  },
  // Pages scroll to what a journey clicks at once, not with the smooth scrolling visitors see
  // (Bootstrap's `scroll-behavior: smooth`): a click aimed while the page still glided landed where
  // its target had been (a summary opened and closed again, a page link missed). A constructed style
  // sheet changes no element of the page and is no inline style the Content-Security-Policy refuses.
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('html { scroll-behavior: auto !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await provide(context);
  },
});
