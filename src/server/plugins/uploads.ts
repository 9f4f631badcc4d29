import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Uploaded images under /uploads/: random immutable names, so they are cached for a year. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  fs.mkdirSync(app.images.directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.images.directory,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathName) => /^\/?[a-f0-9]{32}(-\d+)?\.webp$/.test(pathName),
  });
}
