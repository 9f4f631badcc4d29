import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentedForm, type MultipartFormSpec } from '../services/multipart';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The multipart form a write takes (services/multipart.ts). Multipart bodies do not pass through
     * Fastify's validation (the handler reads them), so the route names its form here for the OpenAPI
     * document to describe its request body: the text fields of the shared schema and the file field.
     */
    multipartForm?: MultipartFormSpec;
  }
}

type Transform = typeof jsonSchemaTransform;
type TransformObject = typeof jsonSchemaTransformObject;
type OpenApiDocument = ReturnType<TransformObject>;

/** A route's schema for the document: a multipart write gets its form as the request body. */
const withMultipartBody: Transform = (input) => {
  const form = input.route.config?.multipartForm;
  if (!form) return jsonSchemaTransform(input);
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, body: documentedForm(form) } });
};

interface BodyShape {
  type?: unknown;
  properties?: Record<string, unknown>;
}

/**
 * A request body without a single field is one the call does not need (emptyBodySchema): the document
 * says it may be left out, where @fastify/swagger marks every declared body as required.
 */
const withOptionalEmptyBodies: TransformObject = (input) => {
  const document: OpenApiDocument = jsonSchemaTransformObject(input);
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      const body = (operation as { requestBody?: { required?: boolean; content?: Record<string, unknown> } })
        .requestBody;
      const media = Object.values(body?.content ?? {}) as { schema?: BodyShape }[];
      const empty =
        media.length > 0 &&
        media.every(({ schema }) => schema?.type === 'object' && Object.keys(schema.properties ?? {}).length === 0);
      if (body && empty) body.required = false;
    }
  }
  return document;
};

/**
 * OpenAPI generated from the same zod schemas that validate requests. Registered before the API:
 * swagger collects the routes added after it.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'P3M UNIM API', version: '1.0.0', description: 'REST API situs P3M UNIM.' },
      },
      transform: withMultipartBody,
      transformObject: withOptionalEmptyBodies,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-docs', dependencies: ['route-table'] },
);
