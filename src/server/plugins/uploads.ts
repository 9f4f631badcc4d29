import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { legacyImportsRepo } from '../../db/index';
import { ARTICLE_THUMBNAIL_PLACEHOLDER } from '../../shared/constants/content';
import { ARTICLE_PLACEHOLDER_SVG } from '../services/article-placeholder';
import { isUploadFileName } from '../services/images';

/**
 * The old system's upload names (`<uuid v4>.webp`), never ours (32 hex digits, no dashes). A route
 * of its own: the router tries it before the static files' wildcard, and other names never reach it
 * (written without groups: the router refuses patterns it cannot prove safe from backtracking).
 */
const LEGACY_UPLOAD_NAME =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\.[A-Za-z]{3,4}$';

/** Uploaded images under /uploads/: random immutable names, so they are cached for a year. */
async function uploads(app: FastifyInstance): Promise<void> {
  registerArticlePlaceholder(app);
  registerLegacyUploadRedirects(app);
  const directory = app.images.directory;
  if (!directory) return registerStoredUploads(app);
  fs.mkdirSync(directory, { recursive: true });
  await app.register(async (files) => {
    // Only upload names reach the folder; any other spelling (a path trick) is not found, like any
    // unknown address, before @fastify/static would refuse the odd ones with a 403 of its own.
    files.addHook('onRequest', async (request, reply) => {
      const { '*': name = '' } = request.params as { '*'?: string };
      if (!isUploadFileName(name)) return reply.callNotFound();
    });
    await files.register(fastifyStatic, {
      root: directory,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      allowedPath: (pathName) => isUploadFileName(pathName.replace(/^\//, '')),
    });
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

/**
 * The image an article without one answers as its thumbnail in the API (the old frontend shows
 * whatever path it gets). Served from the code, so it exists whatever the upload storage; its name
 * is no upload's, so no upload can take it. Cached for a day, not a year: a later release may change it.
 */
function registerArticlePlaceholder(app: FastifyInstance): void {
  app.get(`/${ARTICLE_THUMBNAIL_PLACEHOLDER}`, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .type('image/svg+xml')
      .send(ARTICLE_PLACEHOLDER_SVG),
  );
}

/**
 * Old image addresses (linked from other sites and from old article bodies) lead to the image the
 * import stored for them; the mapping is filled by `npm run import-legacy`.
 */
function registerLegacyUploadRedirects(app: FastifyInstance): void {
  app.get<{ Params: { oldName: string } }>(`/uploads/:oldName(${LEGACY_UPLOAD_NAME})`, async (request, reply) => {
    const stored = await legacyImportsRepo.findUploadRedirect(app.database.db, request.params.oldName);
    if (!stored) return reply.callNotFound();
    // Not for a year like the images: a later import run may point the old name elsewhere.
    return reply.header('cache-control', 'public, max-age=86400').redirect(`/${stored}`, 301);
  });
}
