import type { FastifyInstance } from 'fastify';
import { uploadWriteErrors } from '../../shared/schemas/common';
import { inlineImageFieldsSchema, inlineImageRecordSchema } from '../../shared/schemas/inline-image';
import { requireImage } from '../services/image-records';
import { storeInlineImage } from '../services/inline-images';
import { imageForm, readImageForm } from './image-uploads';

/** POST /api/inline-images: an image to place inside a rich text (an article's content). */
export async function inlineImageRoutes(app: FastifyInstance): Promise<void> {
  const form = imageForm(inlineImageFieldsSchema, true);
  app.post(
    '/',
    {
      config: { role: 'editor', multipartForm: form },
      schema: {
        tags: ['images'],
        description:
          'multipart/form-data: image file `image` (required, at most 10 MB) and `alt` (required, at most 255 ' +
          'characters). Stores the image with its 400 and 800 px variants and answers where it is and its size; ' +
          'the text that shows it is saved afterwards (as `<img src alt width height>`). An image no text keeps ' +
          'is removed by the daily clean-up.',
        consumes: ['multipart/form-data'],
        response: { 201: inlineImageRecordSchema, ...uploadWriteErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readImageForm(request, form);
      const stored = await storeInlineImage(app.images, requireImage(file, form.file.name), fields);
      return reply.code(201).send(stored);
    },
  );
}
