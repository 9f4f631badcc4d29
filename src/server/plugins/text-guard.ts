import fp from 'fastify-plugin';
import { refuseNulBytes } from '../services/nul-bytes';

/**
 * API path parameters and JSON bodies with a NUL byte are refused before any route reads them
 * (multipart fields are checked where they are read). Search queries have their own handling.
 */
export const textGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      refuseNulBytes(request.params);
      refuseNulBytes(request.body);
    });
  },
  { name: 'text-guard' },
);
