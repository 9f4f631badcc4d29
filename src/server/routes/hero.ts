import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imagesRepo } from '../../db/index';
import { idParamsSchema, messageSchema, uploadWriteErrors } from '../../shared/schemas/common';
import { heroFieldsSchema, heroRecordSchema, heroUpdateSchema } from '../../shared/schemas/image';
import { updateHeroSlide } from '../services/image-records';
import { heroRecord } from '../services/records/image';
import { defineResource, deleteRoute, PARTIAL_UPDATE_NOTE, readRoutes, trashRow } from './crud-routes';
import { imageCreateRoute, imageForm, readImageForm } from './image-uploads';
import { actorOf } from './actor';
import { pagedList } from './list-page';
import { orderRoutes, tableRoute, WHOLE_LIST } from './table-routes';

const heroSlides = defineResource({
  tags: ['hero'],
  record: heroRecord,
  list: pagedList('In slide order (position, then id)', imagesRepo.listHeroSlides),
  find: imagesRepo.findHeroSlide,
  // To the trash; its stored image files go when the purge removes it.
  remove: trashRow('hero_slide'),
  activity: { kind: 'hero_slide', record: (row) => ({ id: row.id, type: null, label: row.title }) },
});

/**
 * Hero slides of the home carousel: /hero, /hero/:id, /hero/add, /hero/update/:id, /hero/delete/:id;
 * for the back office /hero/table and /hero/order.
 */
export async function heroRoutes(app: FastifyInstance): Promise<void> {
  const { tags } = heroSlides;
  const updateForm = imageForm(heroUpdateSchema, false);
  readRoutes(app, heroSlides);
  tableRoute(app, {
    kind: 'hero',
    tags,
    record: heroRecord,
    filters: WHOLE_LIST,
    description: 'The slides, in slide order.',
    rows: (db, _filters, request) => imagesRepo.heroSlideTable(db, request),
  });
  orderRoutes(app, {
    tags,
    list: 'The hero slides',
    scope: WHOLE_LIST,
    open: async () => ({ ids: imagesRepo.heroSlideIds, place: imagesRepo.placeHeroSlides }),
    records: heroSlides,
  });

  // Multipart writes (image-uploads.ts).
  imageCreateRoute(app, {
    tags,
    description:
      'multipart/form-data: image file `image` (required, at most 10 MB), title (the caption shown on the slide), ' +
      'subtitle (the line under it), alt (the image description), position (empty or left out: after the other ' +
      'slides).',
    record: heroRecord,
    fields: heroFieldsSchema,
    insert: imagesRepo.insertHeroSlide,
    activity: heroSlides.activity,
  });

  app.withTypeProvider<ZodTypeProvider>().patch(
    '/update/:id',
    {
      config: { role: 'editor', multipartForm: updateForm },
      schema: {
        tags,
        description:
          'multipart/form-data: title, subtitle, alt, position, optional image file `image` replacing the old one. ' +
          PARTIAL_UPDATE_NOTE,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: heroRecordSchema, 404: messageSchema, ...uploadWriteErrors },
      },
    },
    async (request) => {
      const { fields, file } = await readImageForm(request, updateForm);
      return updateHeroSlide(app.database.db, app.images, request.params.id, fields, file, actorOf(request));
    },
  );

  deleteRoute(app, heroSlides);
}
