import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  documentsRepo,
  fileLinksRepo,
  linkChecksRepo,
  migrateToLatest,
  nowIso,
  openDatabase,
  type DatabaseHandle,
  type Db,
} from '../../src/db/index';
import { systemClock } from '../../src/server/services/clock';
import { createJobRunner } from '../../src/server/services/job-runner';
import { linkCheckOptions, type LinkCheckOptions } from '../../src/server/services/link-check/options';
import { runLinkCheck } from '../../src/server/services/link-check/run';
import { createLinkHealth, linkCheckJob } from '../../src/server/services/link-health';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { answer, startLinkServer, type Answer, type LinkServer } from '../helpers/link-server';

const log = Fastify({ logger: false }).log;

/** The checker's options for the local servers of these tests (loopback, allowed as an intranet would be). */
const localCheck = (overrides: Partial<LinkCheckOptions>) => linkCheckOptions({ allowInternal: 'all', ...overrides });

/** Requests the server holds until the test lets them go, one by one. */
function holdingRoom() {
  const held: (() => void)[] = [];
  const room = {
    held,
    /** The most requests held at once. */
    mostHeld: 0,
    route: () =>
      new Promise<Answer>((resolve) => {
        held.push(() => resolve(answer.ok()));
        room.mostHeld = Math.max(room.mostHeld, held.length);
      }),
    releaseOne() {
      held.shift()?.();
    },
  };
  return room;
}

/** Waits (without a deadline of its own: the test's timeout is the bound) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function addFileLink(db: Db, url: string, title = 'Panduan'): Promise<number> {
  const now = nowIso();
  const row = await fileLinksRepo.insertFileLink(db, {
    file_name: title,
    file_description: 'Deskripsi',
    file_url: url,
    file_type: 'panduan_penelitian',
    created_at: now,
    updated_at: now,
  });
  return row.id;
}

async function addDocument(db: Db, url: string): Promise<number> {
  const now = nowIso();
  const category = await documentsRepo.insertCategory(db, 'pen', 'Kategori', now);
  const row = await documentsRepo.insertDocument(db, {
    collection: 'pen',
    category_id: category.id,
    file_name: 'Dokumen',
    file_url: url,
    now,
  });
  return row.id;
}

describe.each(DIALECTS)('a run of the link check [%s]', (dialect) => {
  let database: TestDatabase;
  let db: Db;
  const servers: LinkServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.handle.db;
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.deleteFrom('link_checks').execute();
    await db.deleteFrom('file_links').execute();
    await db.deleteFrom('documents').execute();
    await db.deleteFrom('document_categories').execute();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('asks one host at most once a second while other hosts go on meanwhile', async () => {
    const slow = await startLinkServer({ '/1': answer.ok, '/2': answer.ok, '/3': answer.ok });
    const other = await startLinkServer({ '/1': answer.ok, '/2': answer.ok });
    servers.push(slow, other);
    for (const url of ['/1', '/2', '/3']) await addFileLink(db, `${slow.origin}${url}`);
    for (const url of ['/1', '/2']) await addFileLink(db, `${other.origin}${url}`);

    const report = await runLinkCheck(db, localCheck({ concurrency: 4 }), systemClock);

    expect(report).toEqual({ checked: 5, found: { ok: 5 } });
    // As the servers saw them: a second or more between two requests to one host...
    for (const server of [slow, other]) {
      const times = server.seen.map((request) => request.at);
      for (let i = 1; i < times.length; i += 1) {
        expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(995);
      }
    }
    // ...while the other host was not kept waiting by the first one's pace.
    expect(other.seen[1]?.at).toBeLessThan(slow.seen[2]?.at ?? 0);
    expect(slow.seen).toHaveLength(3);
    expect(other.seen).toHaveLength(2);
  });

  it('checks at most `concurrency` links at once', async () => {
    const room = holdingRoom();
    // Five hosts, so that only the limit on links at once (not a host's pace) holds them back.
    for (let i = 0; i < 5; i += 1) servers.push(await startLinkServer({ '/berkas': room.route }));
    for (const server of servers) await addFileLink(db, `${server.origin}/berkas`);

    const run = runLinkCheck(db, localCheck({ concurrency: 2, hostIntervalMs: 0 }), systemClock);
    for (let answered = 0; answered < 5; answered += 1) {
      await until(() => room.held.length === Math.min(2, 5 - answered));
      room.releaseOne();
    }
    expect(await run).toEqual({ checked: 5, found: { ok: 5 } });
    expect(room.mostHeld).toBe(2);
    expect(servers.map((server) => server.seen.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('asks for an address shared by several records once, and keeps a result for each record', async () => {
    const site = await startLinkServer({ '/bersama': () => answer.status(404) });
    servers.push(site);
    const file = await addFileLink(db, `${site.origin}/bersama`);
    const document = await addDocument(db, `${site.origin}/bersama`);

    await runLinkCheck(db, localCheck({ hostIntervalMs: 0 }), systemClock);

    expect(site.seen).toHaveLength(1);
    const checks = await linkChecksRepo.listLinkChecks(db);
    // Both results are saved as the one answer comes in, in no set order.
    expect(checks.map((check) => [check.kind, check.record_id, check.status]).sort()).toEqual([
      ['document', document, 'not_found'],
      ['file', file, 'not_found'],
    ]);
  });

  it('drops the result of a link edited while it was being checked, and forgets results of records gone', async () => {
    const room = holdingRoom();
    const site = await startLinkServer({ '/lama': room.route, '/lain': answer.ok });
    servers.push(site);
    const edited = await addFileLink(db, `${site.origin}/lama`);
    const gone = await addFileLink(db, `${site.origin}/lain`);
    const options = localCheck({ hostIntervalMs: 0 });
    const first = runLinkCheck(db, options, systemClock);
    await until(() => room.held.length === 1);
    room.releaseOne();
    expect(await first).toEqual({ checked: 2, found: { ok: 2 } });
    const stored = () => db.selectFrom('link_checks').select(['record_id', 'url']).orderBy('record_id').execute();
    expect(await stored()).toEqual([
      { record_id: edited, url: `${site.origin}/lama` },
      { record_id: gone, url: `${site.origin}/lain` },
    ]);

    await db.deleteFrom('file_links').where('id', '=', gone).execute();
    const second = runLinkCheck(db, options, systemClock);
    await until(() => room.held.length === 1);
    // Edited while its old address is being asked for: that answer no longer says anything about it.
    await fileLinksRepo.updateFileLink(db, edited, { file_url: `${site.origin}/baru`, updated_at: nowIso() });
    room.releaseOne();
    expect(await second).toEqual({ checked: 1, found: {} });
    expect(await stored()).toEqual([]);
  });
});

describe.each(DIALECTS)('two instances sharing one database [%s]', (dialect) => {
  let database: TestDatabase;
  /** A second connection to the same database: another instance of the site. */
  let other: DatabaseHandle;
  let site: LinkServer;
  const room = holdingRoom();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.handle.db);
    other =
      dialect === 'postgres'
        ? openDatabase({ databaseUrl: database.databaseUrl, poolSize: 5 })
        : openDatabase({ sqlitePath: path.join(database.dataDir, 'p3m.sqlite') });
    site = await startLinkServer({ '/tahan': room.route, '/satu': answer.ok, '/dua': () => answer.status(404) });
    for (const url of ['/tahan', '/satu', '/dua']) await addFileLink(database.handle.db, `${site.origin}${url}`);
  });
  afterAll(async () => {
    await site.close();
    await other.close();
    await database.destroy();
  });

  /** One instance's link health, on its own connection, with its own job runner. */
  function instance(db: Db, holder: string) {
    const jobs = createJobRunner({ db, log, holder });
    const job = linkCheckJob(db, localCheck({ hostIntervalMs: 0 }), systemClock, log);
    return { jobs, job, health: createLinkHealth({ db, jobs, job, clock: systemClock, schedule: 'daily' }) };
  }

  it('only one of them checks the links, whether asked at once, while it runs, or by the daily timer', async () => {
    const first = instance(database.handle.db, 'instance-1');
    const second = instance(other.db, 'instance-2');

    const asked = await Promise.all([first.health.start(), second.health.start()]);
    expect(asked.map((answer) => answer.started).sort()).toEqual([false, true]);
    await until(() => room.held.length === 1);
    // While that run goes on: "Periksa sekarang" on either instance, and the daily timer, start nothing.
    expect((await first.health.start()).started).toBe(false);
    expect((await second.health.start()).started).toBe(false);
    expect(await second.jobs.runIfDue(second.job)).toBe('skipped');
    expect(await first.jobs.runIfDue(first.job)).toBe('skipped');
    const status = await second.health.status({ limit: 10, offset: 0 });
    expect(status.running).toBe(true);

    room.releaseOne();
    await Promise.all([first.health.settled(), second.health.settled()]);
    // Every link was asked for once, by one instance.
    expect(site.seen.map((request) => request.path).sort()).toEqual(['/dua', '/satu', '/tahan']);
    const after = await first.health.status({ limit: 10, offset: 0 });
    expect(after).toMatchObject({ running: false, counts: { ok: 2, not_found: 1 } });
    expect(after.last_finished_at).not.toBeNull();
    // The run asked for counts as the day's: the timer finds the next one a day later.
    expect(Date.parse(after.next_run_at ?? '') - Date.parse(after.last_started_at ?? '')).toBe(24 * 60 * 60 * 1000);
    expect(await second.jobs.runIfDue(second.job)).toBe('skipped');
  });
});
