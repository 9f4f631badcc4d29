import fp from 'fastify-plugin';
import { PUBLIC_BODY_MAX_BYTES } from '../../shared/constants/limits';
import { refuseOversizedJson } from '../services/json-shape';

/**
 * JSON bodies are measured before they are parsed: one that nests too deep or holds too many values is
 * refused with a 400 (services/json-shape.ts) before JSON.parse builds it or anything walks it; the
 * rest is Fastify's own parser (the same refusal of `__proto__` and `constructor` keys). The routes
 * anyone may call without a session (login, its second step, logout) take small bodies only, so an
 * anonymous client cannot make the server read and parse megabytes.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
      try {
        refuseOversizedJson(body);
      } catch (error) {
        done(error as Error, undefined);
        return;
      }
      parseJson(request, body, done);
    });
    app.addHook('onRoute', (route) => {
      if (route.config?.public === true && route.bodyLimit === undefined) route.bodyLimit = PUBLIC_BODY_MAX_BYTES;
    });
  },
  { name: 'json-body', dependencies: ['route-table'] },
);
