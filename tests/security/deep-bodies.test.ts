import { expect, it } from 'vitest';
import { JSON_BODY_MAX_DEPTH, JSON_BODY_MAX_ITEMS, PUBLIC_BODY_MAX_BYTES } from '../../src/shared/constants/limits';
import { format, messages } from '../../src/shared/messages';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// Bodies built to cost the server: nested far deeper than any form, or holding more values than any
// call takes. Each is refused with an Indonesian message before it is parsed, and the server keeps answering.

const v = messages.validation;
const count = (n: number) => n.toLocaleString('id-ID');
const tooDeep = format(v.bodyTooDeep, { max: count(JSON_BODY_MAX_DEPTH) });
const tooManyItems = format(v.bodyTooManyItems, { max: count(JSON_BODY_MAX_ITEMS) });

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`;
const json = { 'content-type': 'application/json' };
/** A bound for a loaded machine: parsing the attack's body alone took over a second, refusing it takes milliseconds. */
const QUICK_MS = 3_000;

async function stillAnswers(ctx: () => TestContext): Promise<void> {
  const response = await ctx().app.inject({ url: '/api/settings' });
  expect(response.statusCode).toBe(200);
}

describeEachDatabase('deep and large JSON bodies', (ctx) => {
  it('the attack: 900,000 nested arrays to the login and to its second step are refused at once', async () => {
    const body = nestedArrays(900_000);
    for (const url of ['/api/auth/login', '/api/auth/totp/verify']) {
      const started = performance.now();
      const response = await ctx().app.inject({ method: 'POST', url, payload: body, headers: json });
      const elapsed = performance.now() - started;
      // Anyone may call these: a body over their small limit is not even read to its end.
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({ message: v.bodyTooLarge });
      expect(elapsed, url).toBeLessThan(QUICK_MS);
      await stillAnswers(ctx);
    }
  });

  it('a deep body within the size limit of a public route gets the depth message, not a crash', async () => {
    const depth = 5_000;
    expect(nestedArrays(depth).length).toBeLessThan(PUBLIC_BODY_MAX_BYTES);
    for (const url of ['/api/auth/login', '/api/auth/totp/verify']) {
      for (const payload of [nestedArrays(depth), nestedObjects(2_000)]) {
        const response = await ctx().app.inject({ method: 'POST', url, payload, headers: json });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ message: tooDeep });
      }
    }
    await stillAnswers(ctx);
  });

  it('staff routes take 2 MB, and refuse deep or crowded bodies of that size with a 400', async () => {
    const bodies = [
      { payload: nestedArrays(900_000), message: tooDeep },
      { payload: nestedObjects(300_000), message: tooDeep },
      { payload: `[${'0,'.repeat(500_000)}0]`, message: tooManyItems },
      { payload: `{"name":"Kategori","x":[${'{},'.repeat(JSON_BODY_MAX_ITEMS)}{}]}`, message: tooManyItems },
    ];
    for (const { payload, message } of bodies) {
      const started = performance.now();
      const response = await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenprof/add', payload, headers: json });
      expect(performance.now() - started).toBeLessThan(QUICK_MS);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json()).toEqual({ message });
      await stillAnswers(ctx);
    }
    expect((await ctx().app.inject({ url: '/api/catdokumenprof' })).json()).toEqual([]);
  });

  it('four deep bodies at once leave the server answering others', async () => {
    const payload = nestedArrays(900_000);
    const attacks = Array.from({ length: 4 }, () =>
      ctx().asAdmin({ method: 'POST', url: '/api/catdokumenprof/add', payload, headers: json }),
    );
    const [visitor, ...refused] = await Promise.all([ctx().app.inject({ url: '/api/settings' }), ...attacks]);
    expect(visitor?.statusCode).toBe(200);
    for (const response of refused) expect(response.json()).toEqual({ message: tooDeep });
  });

  it('bodies as deep and as long as the limits allow still reach validation', async () => {
    const deepest = `{"name":"Kategori","x":${nestedArrays(JSON_BODY_MAX_DEPTH - 1)}}`;
    const created = await ctx().asAdmin({
      method: 'POST',
      url: '/api/catdokumenprof/add',
      payload: deepest,
      headers: json,
    });
    // Unknown keys are dropped by validation: the category is made.
    expect(created.statusCode, created.body).toBe(201);
    // A string full of brackets and escaped quotes is one value, not a deep body.
    const name = `[{"\\"${'['.repeat(100)}`;
    const bracketed = await ctx().asAdmin({
      method: 'POST',
      url: '/api/catdokumenprof/add',
      payload: JSON.stringify({ name }),
      headers: json,
    });
    expect(bracketed.statusCode, bracketed.body).toBe(201);
    const names = (await ctx().app.inject({ url: '/api/catdokumenprof' }))
      .json()
      .map((row: { name: string }) => row.name);
    expect(names).toEqual(['Kategori', name]);
  });
});

describeEachDatabase(
  'the public routes draw from the address budget before the body is read',
  (ctx) => {
    it('past the budget, a login answers 429 without parsing its body, malformed or deep', async () => {
      for (let i = 0; i < 2; i += 1) {
        const response = await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { name: 'admin', password: 'salah-sekali-123' },
        });
        expect(response.statusCode, response.body).toBe(401);
      }
      for (const payload of ['{"name":', nestedArrays(5_000)]) {
        for (const url of ['/api/auth/login', '/api/auth/totp/verify']) {
          const response = await ctx().app.inject({ method: 'POST', url, payload, headers: json });
          expect(response.statusCode, response.body).toBe(429);
          expect(response.json()).toEqual({ message: messages.api.tooManyRequests });
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
    });
  },
  { env: { RATE_LIMIT_UNCACHED: '2' } },
);
