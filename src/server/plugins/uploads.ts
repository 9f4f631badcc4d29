import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isUploadFileName } from '../services/images';

/** Uploaded images under /uploads/: random immutable names, so they are cached for a year. */
async function uploads(app: FastifyInstance): Promise<void> {
  const directory = app.images.directory;
  if (!directory) return registerStoredUploads(app);
  fs.mkdirSync(directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: directory,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathName) => isUploadFileName(pathName.replace(/^\//, '')),
  });
}

export const uploadsPlugin = fp(uploads, {
  name: 'uploads',
  dependencies: ['route-table'],
  decorators: { fastify: ['images'] },
});

/** Files kept by the store itself (the database): the same names, answers and cache headers as static files. */
function registerStoredUploads(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const data = isUploadFileName(name) ? await app.images.read(name) : undefined;
    if (!data) return reply.callNotFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type('image/webp')
      .send(data);
  });
}
