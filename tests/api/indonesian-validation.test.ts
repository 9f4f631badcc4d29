import { expect, it } from 'vitest';
import { articleCreateSchema, heroFieldsSchema, profileFieldsSchema } from '../../src/shared/schemas';
import { adminMultipart, imageFile, pngImage } from '../helpers/images';
import { foreignMessages } from '../helpers/indonesian-messages';
import { describeEachDatabase } from '../helpers/test-app';

interface OpenApiParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

/** Bad JSON values of every kind: missing, wrong type, too small, not an integer, too long, no URL, no option. */
const BAD_JSON: unknown[] = [
  null,
  true,
  42,
  -1,
  1.5,
  '',
  '   ',
  '-1',
  '1.5',
  'abc',
  'bukan url',
  'javascript:alert(1)',
  'x'.repeat(3000),
  {},
  [],
];
/** Bad texts of a query, a path or a multipart field (they only carry text). */
const BAD_TEXT = ['', '   ', '-1', '1.5', '0', 'abc', 'bukan url', 'x'.repeat(3000)];
/** Path parameters that pass, so that one bad value at a time is what the answer is about. */
const GOOD_PATH: Record<string, string> = { id: '999999', article_type: 'informasi_kkn', slug: 'tidak-ada' };
/** Writes that would end the test's own session. */
const LEFT_OUT = new Set(['POST /api/auth/logout']);

/** What an answer says: its message and every field message. */
function saidIn(body: string): string[] {
  const answer = JSON.parse(body) as { message?: string; fieldErrors?: Record<string, string> };
  return [answer.message ?? '', ...Object.values(answer.fieldErrors ?? {})];
}

describeEachDatabase('validation messages of the whole API are Indonesian', (ctx) => {
  const send = adminMultipart(ctx);

  it('walks every route of the OpenAPI document with bad bodies, queries and path parameters', async () => {
    const document = (await ctx().app.inject({ url: '/api/openapi.json' })).json() as { paths: OpenApiPaths };
    const said: string[] = [];
    const walked = { bodies: 0, queries: 0, paths: 0, refusals: 0 };
    const request = async (method: string, url: string, payload?: string) => {
      const response = await ctx().asAdmin({
        method: method as 'GET',
        url,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      });
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      if (response.statusCode === 400) {
        walked.refusals += 1;
        said.push(...saidIn(response.body));
      }
    };

    for (const [template, operations] of Object.entries(document.paths)) {
      if (!template.startsWith('/api/')) continue;
      for (const [lowerMethod, operation] of Object.entries(operations)) {
        const method = lowerMethod.toUpperCase();
        if (LEFT_OUT.has(`${method} ${template}`)) continue;
        const parameters = operation.parameters ?? [];
        const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
        const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
        const goodPath = (bad?: { name: string; value: string }) =>
          template.replace(/\{(\w+)\}/g, (_whole, name: string) =>
            encodeURIComponent(bad?.name === name ? bad.value : (GOOD_PATH[name] ?? 'x')),
          );
        const goodQuery = queryParameters.some((parameter) => parameter.name === 'type')
          ? template.includes('/profile/')
            ? 'type=struktur_organisasi'
            : 'type=panduan_penelitian'
          : '';

        for (const parameter of pathParameters) {
          walked.paths += 1;
          for (const value of BAD_TEXT.filter(Boolean)) {
            await request(method, `${goodPath({ name: parameter.name, value })}?${goodQuery}`);
          }
        }
        for (const parameter of queryParameters) {
          walked.queries += 1;
          for (const value of BAD_TEXT) {
            const others = new URLSearchParams(goodQuery);
            others.set(parameter.name, value);
            await request(method, `${goodPath()}?${others.toString()}`);
          }
          if (parameter.required) await request(method, goodPath());
        }
        const properties = operation.requestBody?.content['application/json']?.schema.properties;
        if (properties) {
          walked.bodies += 1;
          for (const body of ['null', '[]', '"teks"', '42', '{}']) await request(method, goodPath(), body);
          for (const field of Object.keys(properties)) {
            for (const value of BAD_JSON) await request(method, goodPath(), JSON.stringify({ [field]: value }));
          }
        }
      }
    }

    // Every kind of input was walked: the JSON writes, the list queries and the ids of SPEC §7.
    expect(walked.bodies).toBeGreaterThanOrEqual(19);
    expect(walked.queries).toBeGreaterThanOrEqual(20);
    expect(walked.paths).toBeGreaterThanOrEqual(36);
    expect(walked.refusals).toBeGreaterThan(1000);
    expect(said).toContain('Parameter limit harus berupa bilangan bulat positif.');
    expect(said).toContain('ID tidak valid.');
    expect(foreignMessages([...new Set(said)])).toEqual([]);
    // Some two thousand requests: more than the default time on a busy machine.
  }, 120_000);

  it('answers the multipart writes (articles, slides, organisation chart) in Indonesian too', async () => {
    const image = imageFile('image', await pngImage());
    const slide = await send('POST', '/api/hero/add', { title: 'Slide uji', position: '1' }, [image]);
    expect(slide.statusCode).toBe(201);
    const slideId = (slide.json() as { id: number }).id;

    const forms: [method: 'POST' | 'PATCH', url: string, fields: string[]][] = [
      ['POST', '/api/article/add', Object.keys(articleCreateSchema.shape)],
      ['PATCH', '/api/article/update/999999', Object.keys(articleCreateSchema.shape)],
      ['POST', '/api/hero/add', Object.keys(heroFieldsSchema.shape)],
      ['PATCH', `/api/hero/update/${slideId}`, Object.keys(heroFieldsSchema.shape)],
      ['POST', '/api/profile/add', Object.keys(profileFieldsSchema.shape)],
    ];
    const said: string[] = [];
    for (const [method, url, fields] of forms) {
      for (const field of fields) {
        for (const value of [...BAD_TEXT, 'x'.repeat(600_000)]) {
          const response = await send(method, url, { [field]: value });
          expect(response.statusCode, `${method} ${url} ${field}`).toBeLessThan(500);
          if (response.statusCode === 400) said.push(...saidIn(response.body));
        }
      }
    }
    expect(foreignMessages([...new Set(said)])).toEqual([]);

    // The two messages staff met: a slide order of "-1" and of "1.5".
    for (const position of ['-1', '1.5']) {
      const refused = await send('PATCH', `/api/hero/update/${slideId}`, { position });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'Urutan harus bilangan bulat dari 0 sampai 1000.',
        fieldErrors: { position: 'Urutan harus bilangan bulat dari 0 sampai 1000.' },
      });
    }
    await ctx().asAdmin({ method: 'DELETE', url: `/api/hero/delete/${slideId}` });
  });

  it('documents in the OpenAPI document what the writes accept as people paste it', async () => {
    const document = (await ctx().app.inject({ url: '/api/openapi.json' })).json() as { paths: OpenApiPaths };
    const fieldsOf = (path: string, method: string) =>
      (document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema.properties ?? {}) as Record<
        string,
        { description?: string }
      >;
    const settings = fieldsOf('/api/settings/update', 'patch');
    expect(settings['whatsapp']?.description).toMatch(/0812-3456-7891.*6281234567891/);
    expect(settings['map_embed_url']?.description).toMatch(/<iframe/);
    expect(settings['ejournal_url']?.description).toMatch(/https:\/\/` is added/);
    expect(fieldsOf('/api/files/add', 'post')['file_url']?.description).toMatch(/https:\/\/` is added/);
    expect(fieldsOf('/api/youtube/add', 'post')['link']?.description).toMatch(/start=42/);
  });
});
