import { expect, it } from 'vitest';
import type { z } from 'zod';
import { ARTICLE_TYPES } from '../../src/shared/constants/content';
import { articleCreateSchema, articleFieldsSchema } from '../../src/shared/schemas/article';
import { heroFieldsSchema, heroUpdateSchema, profileFieldsSchema } from '../../src/shared/schemas/image';
import { inlineImageFieldsSchema } from '../../src/shared/schemas/inline-image';
import { pageUpdateSchema } from '../../src/shared/schemas/page';
import { appRouteTable, isMultipart } from '../security/support/route-table';
import { hostedFileFieldsSchema } from '../../src/shared/schemas/hosted-file';
import { describeEachDatabase } from '../helpers/test-app';

// A client generated from /api/openapi.json must be able to make every write: each one has its request
// body in the document (SPEC §7's multipart forms with their fields and file, JSON bodies, and an
// explicit empty body where a call takes nothing). DELETE has no request body in OpenAPI 3.0.

interface Schema {
  type?: string;
  format?: string;
  enum?: string[];
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/(.)\/$/, '$1');

/** The multipart writes and the shared schema of their text fields, with their file field. */
const MULTIPART: Record<string, { fields: z.ZodObject; file: string; fileRequired: boolean }> = {
  'POST /api/article/add': { fields: articleCreateSchema, file: 'thumbnail', fileRequired: false },
  'PATCH /api/article/update/{id}': { fields: articleFieldsSchema, file: 'thumbnail', fileRequired: false },
  'PATCH /api/pages/{slug}': { fields: pageUpdateSchema, file: 'image', fileRequired: false },
  'POST /api/profile/add': { fields: profileFieldsSchema, file: 'image', fileRequired: true },
  'POST /api/hero/add': { fields: heroFieldsSchema, file: 'image', fileRequired: true },
  'PATCH /api/hero/update/{id}': { fields: heroUpdateSchema, file: 'image', fileRequired: false },
  'POST /api/inline-images': { fields: inlineImageFieldsSchema, file: 'image', fileRequired: true },
  'POST /api/hosted-files': { fields: hostedFileFieldsSchema, file: 'file', fileRequired: true },
};

describeEachDatabase('request bodies in the OpenAPI document', (ctx) => {
  const documented = async () => (await ctx().app.inject({ url: '/api/openapi.json' })).json() as OpenApi;

  it('walks every write of the route table: none is without a request body in the document', async () => {
    const document = await documented();
    expect(document.openapi).toMatch(/^3\.0\./);
    const routes = await appRouteTable(ctx().app, ctx().database.handle, ctx().config);
    const writes = routes.filter((route) => WRITES.has(route.method));
    expect(writes.length).toBeGreaterThanOrEqual(57);
    const without = writes.flatMap((route) => {
      const key = `${route.method} ${openApiPath(route.url)}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const media = Object.entries(operation?.requestBody?.content ?? {});
      return media.length > 0 && media.every(([, { schema }]) => schema?.type === 'object') ? [] : [key];
    });
    expect(without).toEqual([]);
  });

  it('describes each multipart form from its shared schema: its text fields and its file', async () => {
    const document = await documented();
    const routes = await appRouteTable(ctx().app, ctx().database.handle, ctx().config);
    const multipart = routes.filter(isMultipart).map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(multipart.sort()).toEqual(Object.keys(MULTIPART).sort());
    for (const [key, form] of Object.entries(MULTIPART)) {
      const [method = '', path = ''] = key.split(' ');
      const content = document.paths[path]?.[method.toLowerCase()]?.requestBody?.content ?? {};
      expect(Object.keys(content), key).toEqual(['multipart/form-data']);
      const schema = content['multipart/form-data']?.schema ?? {};
      expect(Object.keys(schema.properties ?? {}).sort(), key).toEqual(
        [...Object.keys(form.fields.shape), form.file].sort(),
      );
      expect(schema.properties?.[form.file], key).toMatchObject({ type: 'string', format: 'binary' });
      expect(schema.required?.includes(form.file) ?? false, key).toBe(form.fileRequired);
    }
    // Derived, not listed by hand: the article types of the form are those of the shared list.
    const articleForm = document.paths['/api/article/add']?.['post']?.requestBody?.content?.['multipart/form-data'];
    expect(articleForm?.schema?.properties?.['category']?.enum).toEqual([...ARTICLE_TYPES]);
    expect(articleForm?.schema?.required?.sort()).toEqual(['author', 'category', 'content', 'title']);
  });

  it('says so where a write takes nothing: an empty body that may be left out', async () => {
    const document = await documented();
    for (const [path, method] of [
      ['/api/auth/logout', 'post'],
      ['/api/auth/totp/setup', 'post'],
      ['/api/article/{id}/preview-link', 'post'],
      ['/api/article/{id}/revisions/{revisionId}/restore', 'post'],
      ['/api/trash/{kind}/{id}/restore', 'post'],
      ['/api/users/{id}/reset-password', 'post'],
      ['/api/link-health/check', 'post'],
    ] as const) {
      const body = document.paths[path]?.[method]?.requestBody;
      expect(body?.required, path).toBe(false);
      expect(body?.content?.['application/json']?.schema, path).toMatchObject({ type: 'object', properties: {} });
    }
    // JSON bodies stay required.
    expect(document.paths['/api/files/add']?.['post']?.requestBody?.required).toBe(true);
    // Such a call still works with nothing sent, and with an empty object.
    const cookie = await ctx().login();
    for (const payload of [undefined, {}]) {
      const started = await ctx().app.inject({
        method: 'POST',
        url: '/api/link-health/check',
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
      expect(started.statusCode, started.body).toBe(202);
    }
  });
});
