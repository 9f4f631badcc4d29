import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackgroundJobs } from '../../src/server/services/background-jobs';
import type { LinkHealth } from '../../src/shared/schemas/link-health';
import { answer, startLinkServer, type LinkServer } from '../helpers/link-server';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

let site: LinkServer;
beforeAll(async () => {
  site = await startLinkServer({ '/panduan': () => answer.ok() });
});
afterAll(async () => {
  await site.close();
});

async function addLinkAndStartJobs(ctx: TestContext): Promise<LinkHealth> {
  const response = await ctx.asAdmin({
    method: 'POST',
    url: '/api/files/add',
    payload: {
      file_name: 'Panduan KKN',
      file_description: 'Buku panduan',
      file_url: `${site.origin}/panduan`,
      file_type: 'panduan_kkn_tematik',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  startBackgroundJobs(ctx.app);
  await ctx.app.jobs.settled();
  return (await ctx.asAdmin({ url: '/api/link-health' })).json();
}

describeEachDatabase(
  'LINK_CHECK=daily: the links are checked on start with the other jobs, then a day later',
  (ctx) => {
    it('checks on start and plans the next check a day after', async () => {
      const before = site.seen.length;
      const health = await addLinkAndStartJobs(ctx());
      expect(site.seen.length - before).toBe(1);
      expect(health).toMatchObject({ schedule: 'daily', running: false, counts: { ok: 1 } });
      expect(Date.parse(health.next_run_at ?? '') - Date.parse(health.last_started_at ?? '')).toBe(86_400_000);
    });
  },
  { env: { LINK_CHECK: 'daily', LINK_CHECK_ALLOW_PRIVATE: 'true' }, linkCheck: { hostIntervalMs: 0 } },
);

describeEachDatabase(
  'LINK_CHECK=off: no check of its own',
  (ctx) => {
    it('starts the other jobs but checks no link until asked', async () => {
      const before = site.seen.length;
      const health = await addLinkAndStartJobs(ctx());
      expect(site.seen.length).toBe(before);
      expect(health).toMatchObject({ schedule: 'off', last_started_at: null, next_run_at: null, checks: [] });
    });
  },
  { env: { LINK_CHECK: 'off', LINK_CHECK_ALLOW_PRIVATE: 'true' }, linkCheck: { hostIntervalMs: 0 } },
);
