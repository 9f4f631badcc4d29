import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesRepo, openDatabase } from '../../src/db/index';
import { multipart, pngImage } from '../helpers/images';
import { CHILD_ADMIN, copyProductionBuild, startServer } from './support/server-process';
import { login, newLedger, runReader } from './support/workload';

const SLOW_UPLOADS = 4;
const READERS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An upload whose body is sent in two halves, so that it is surely in flight in between. */
async function slowUpload(baseUrl: string, cookie: string, title: string) {
  const body = await multipart(
    { title, author: 'Penguji', content: '<p>Dikirim pelan-pelan.</p>', category: 'informasi_kkn' },
    [{ field: 'thumbnail', filename: 'foto.png', contentType: 'image/png', data: await pngImage(800, 500) }],
  );
  const url = new URL('/api/article/add', baseUrl);
  let finish: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...body.headers, cookie, 'content-length': String(body.payload.length) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const half = Math.floor(body.payload.length / 2);
    request.write(body.payload.subarray(0, half));
    finish = () => request.end(body.payload.subarray(half));
  });
  return { answer, finish: () => finish() };
}

/** Whether a new connection is refused (the server stopped listening). */
async function refusesNewConnections(baseUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(new URL('/api/health', baseUrl), { agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('SIGTERM under load', () => {
  let build: ReturnType<typeof copyProductionBuild>;
  let dataDir = '';
  beforeAll(() => {
    build = copyProductionBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-sigterm-'));
  }, 240_000);
  afterAll(() => {
    build?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, refuses new connections, and exits 0', async () => {
    const server = await startServer(build.dir, { DATA_DIR: dataDir });
    const cookie = await login(server.baseUrl, CHILD_ADMIN.name, CHILD_ADMIN.password);
    const ledger = newLedger();
    let stopReaders = false;
    const readers = Array.from({ length: READERS }, (_, reader) =>
      runReader(ledger, server.baseUrl, reader, () => stopReaders),
    );
    const uploads = await Promise.all(
      Array.from({ length: SLOW_UPLOADS }, (_, index) => slowUpload(server.baseUrl, cookie, `Unggahan pelan ${index}`)),
    );
    await sleep(300);
    const answeredBeforeSignal = ledger.statuses.length;
    const errorsBeforeSignal = ledger.networkErrors;
    server.child.kill('SIGTERM');

    // New connections are refused while the uploads are still waiting for the rest of their bodies.
    let refused = false;
    for (let attempt = 0; attempt < 40 && !refused; attempt += 1) {
      refused = await refusesNewConnections(server.baseUrl);
      if (!refused) await sleep(50);
    }
    expect(refused).toBe(true);
    stopReaders = true;
    for (const upload of uploads) upload.finish();
    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    expect(answers.map((answer) => answer.status)).toEqual(Array(SLOW_UPLOADS).fill(201));
    expect((await server.exited).code).toBe(0);
    await Promise.all(readers);

    // Readers under way got whole answers: successes before, refusals (503) after; never an error.
    expect(answeredBeforeSignal).toBeGreaterThan(READERS);
    expect(errorsBeforeSignal).toBe(0);
    expect(ledger.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(server.logs.join('\n')).toMatch(/closing: finishing in-flight requests/);

    const database = openDatabase({ sqlitePath: path.join(dataDir, 'p3m.sqlite') });
    for (const answer of answers) {
      const id = (JSON.parse(answer.body) as { id: number }).id;
      expect((await articlesRepo.findArticleById(database.db, id))?.title).toMatch(/^Unggahan pelan/);
    }
    await database.close();
  });
});
