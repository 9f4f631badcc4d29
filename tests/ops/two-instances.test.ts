import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepo, migrateToLatest, nowIso } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/services/passwords';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { pngImage } from '../helpers/images';
import { assertBuilt } from '../helpers/production-app';
import { TEST_ADMIN, testConfig } from '../helpers/test-app';
import { codeAt } from '../helpers/two-factor';
import { holdBuildLock } from './support/build-lock';

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

if (!POSTGRES) {
  process.stderr.write(
    '\n!! two-instances.test.ts is SKIPPED: it needs PostgreSQL (set TEST_DATABASE_URL, see tests/setup).\n\n',
  );
}

interface Running {
  app: FastifyInstance;
  base: string;
  dataDir: string;
}

const SHARED_SECRET_KEY = 'kunci-bersama-semua-instans-'.padEnd(64, '0');

describe.skipIf(!POSTGRES)('two instances sharing one PostgreSQL database (UPLOAD_STORAGE=database)', () => {
  let database: TestDatabase;
  let releaseBuild: (() => Promise<void>) | undefined;
  const instances: Running[] = [];

  /** An instance with its own connection pool and its own (unused) data folder, listening on a free port. */
  const start = async (): Promise<Running> => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-instance-'));
    const config = testConfig(dataDir, {
      DATABASE_URL: database.databaseUrl,
      UPLOAD_STORAGE: 'database',
      PUBLIC_URL: 'https://p3m.example',
      // The same key on every instance (docs/deployment.md): no key file is made in the data folder.
      SECRET_KEY: SHARED_SECRET_KEY,
    });
    const app = await buildApp({ config, web: 'production' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, base, dataDir };
  };

  beforeAll(async () => {
    // The public pages are compared too: they need the production build.
    assertBuilt();
    releaseBuild = await holdBuildLock();
    database = await createTestDatabase('postgres');
    await migrateToLatest(database.handle.db);
    await usersRepo.insertAdmin(database.handle.db, {
      name: TEST_ADMIN.name,
      password_hash: await hashPassword(TEST_ADMIN.password),
      now: nowIso(),
    });
    instances.push(await start(), await start());
  }, 240_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await database?.destroy();
    await releaseBuild?.();
  });

  const pair = () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('instances not started');
    return { one: first, two: second };
  };

  it('logs in through one instance and writes through the other with the same session', async () => {
    const { one, two } = pair();
    const login = await fetch(`${one.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^p3m_session=/);

    const created = await fetch(`${two.base}/api/youtube/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Luaran Bersama Dua Instans', link: 'https://youtu.be/dQw4w9WgXcQ' }),
    });
    expect(created.status).toBe(201);

    // An image uploaded through the first is served by the second, byte for byte.
    const form = new FormData();
    form.append('alt', 'Bagan Bersama');
    form.append('image', new Blob([new Uint8Array(await pngImage(900, 600))], { type: 'image/png' }), 'bagan.png');
    const uploaded = await fetch(`${one.base}/api/profile/add`, { method: 'POST', headers: { cookie }, body: form });
    expect(uploaded.status).toBe(201);
    const { image } = (await uploaded.json()) as { image: string };
    expect(fs.readdirSync(one.dataDir)).toEqual([]);
    const fromOne = await fetch(`${one.base}/${image}`);
    const fromTwo = await fetch(`${two.base}/${image}`);
    expect(fromTwo.status).toBe(200);
    expect(fromTwo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromTwo.arrayBuffer())).toEqual(Buffer.from(await fromOne.arrayBuffer()));
    expect((await fetch(`${two.base}/${image.replace('.webp', '-400.webp')}`)).status).toBe(200);

    // Both show the change, in the API and on the public pages.
    for (const instance of [one, two]) {
      const videos = (await (await fetch(`${instance.base}/api/youtube`)).json()) as { title: string }[];
      expect(videos.map((video) => video.title)).toContain('Luaran Bersama Dua Instans');
      const profiles = (await (await fetch(`${instance.base}/api/profile/type?type=struktur_organisasi`)).json()) as {
        image: string;
      }[];
      expect(profiles.map((profile) => profile.image)).toContain(image);
      const outputs = await fetch(`${instance.base}/luaran-p3m`);
      expect(outputs.status).toBe(200);
      expect(await outputs.text()).toContain('Luaran Bersama Dua Instans');
      const chart = await fetch(`${instance.base}/struktur-organisasi`);
      expect(await chart.text()).toContain(image);
    }

    // Logging out through the second ends the session on the first too.
    expect((await fetch(`${two.base}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${one.base}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('takes the code of a two-factor login set up through one instance on the other (the same SECRET_KEY)', async () => {
    const { one, two } = pair();
    const json = { 'content-type': 'application/json' };
    const login = await fetch(`${one.base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(TEST_ADMIN),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const setup = await fetch(`${one.base}/api/auth/totp/setup`, { method: 'POST', headers: { cookie } });
    const { secret } = (await setup.json()) as { secret: string };
    const confirmed = await fetch(`${two.base}/api/auth/totp/confirm`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ code: codeAt(secret, new Date()) }),
    });
    expect(confirmed.status, await confirmed.text()).toBe(200);

    const firstStep = await fetch(`${two.base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(firstStep.status).toBe(401);
    const pending = (firstStep.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(pending).toMatch(/^p3m_login=/);
    // The next step's code: the one that confirmed is used.
    const verified = await fetch(`${one.base}/api/auth/totp/verify`, {
      method: 'POST',
      headers: { ...json, cookie: pending },
      body: JSON.stringify({ code: codeAt(secret, new Date(Date.now() + 30_000)) }),
    });
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(verified.headers.get('set-cookie')).toMatch(/p3m_session=/);
    for (const instance of instances) expect(fs.readdirSync(instance.dataDir)).toEqual([]);
  });
});
