import { beforeAll, expect, it } from 'vitest';
import { asOneLine } from '../../src/shared/text-rules';
import { ALL_XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { describeEachDatabase } from '../helpers/test-app';
import { appRouteTable, schemaKeys, type RouteInfo } from './support/route-table';
import { routeKey, sampleRequest, type SeedIds } from './support/sample-requests';
import { seedOneOfEach } from './support/seed-content';
import { packPayloads, SCRIPT_URLS, SHOWN_TEXT_FIELDS } from './support/xss-fields';

/** Link fields (file links, documents, videos, site settings) by route. */
const LINK_FIELDS: [string, string][] = [
  ['POST /api/files/add', 'file_url'],
  ['POST /api/dokumenprof/add', 'file_url'],
  ['POST /api/youtube/add', 'link'],
  ...['map_embed_url', 'ejournal_url', 'survey_service_url', 'video_channel_url'].map((field): [string, string] => [
    'PATCH /api/settings/update',
    field,
  ]),
];

describeEachDatabase('XSS payloads in the text fields that pages show', (ctx) => {
  let routes = new Map<string, RouteInfo>();
  let seed: SeedIds = {};
  beforeAll(async () => {
    const table = await appRouteTable(ctx().app, ctx().database.handle, ctx().config);
    routes = new Map(table.map((route) => [routeKey(route), route]));
    seed = await seedOneOfEach(ctx());
  });
  const route = (key: string) => {
    const found = routes.get(key);
    if (!found) throw new Error(`${key} missing from the route table`);
    return found;
  };

  it('uses the whole corpus (at least 100 payloads)', () => {
    expect(ALL_XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  });

  for (const { route: key, field, max, multiline } of SHOWN_TEXT_FIELDS) {
    it(`${key} ${field}: every payload is stored and answered as the text sent, as JSON`, async () => {
      const values = packPayloads(ALL_XSS_PAYLOADS, max);
      expect(values.join(' ').length).toBeGreaterThan(max);
      for (const value of values) {
        const response = await ctx().asAdmin(await sampleRequest(route(key), seed, { fields: { [field]: value } }));
        expect(response.statusCode, response.body).toBeLessThan(300);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const record = response.json() as Record<string, unknown> & { id?: number };
        // The text exactly, but for a tab in a payload, which a single-line field reads as a space.
        const sent = (multiline ? value : asOneLine(value)).trim();
        expect(record[field]).toBe(sent);
        if (record.id !== undefined) {
          const stored = await ctx().app.inject({ url: `${key.split(' ')[1]?.replace(/\/add$/, '')}/${record.id}` });
          expect(stored.json()[field]).toBe(sent);
        }
      }
    });
  }

  it('refuses script-bearing URLs in every link field', async () => {
    for (const [key, field] of LINK_FIELDS) {
      expect(schemaKeys(route(key).schema?.body)).toContain(field);
      for (const url of SCRIPT_URLS) {
        const response = await ctx().asAdmin(await sampleRequest(route(key), seed, { fields: { [field]: url } }));
        expect(response.statusCode, `${key} ${field}=${url}: ${response.body}`).toBe(400);
      }
    }
  });

  it('reflects input only inside JSON (never HTML) in error answers', async () => {
    for (const payload of ALL_XSS_PAYLOADS.slice(0, 40)) {
      const encoded = encodeURIComponent(payload);
      for (const url of [
        `/api/article/type/${encoded}`,
        `/api/files/type?type=${encoded}`,
        `/api/profile/type?type=${encoded}`,
        `/api/${encoded}`,
        `/api/article/slug/${encoded}`,
      ]) {
        const response = await ctx().app.inject({ url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });
});
