import { videosRepo } from '../../db/index';
import { videoInputSchema } from '../../shared/schemas/video';
import { videoRecord } from '../services/records/video';
import { crudRoutes, rowWrites, trashRow } from './crud-routes';
import { pagedList } from './list-page';

/**
 * Output videos of SPEC §7: /youtube/, /youtube/:id, /youtube/add, /youtube/update/:id, /youtube/delete/:id.
 * The input schema stores YouTube watch/short links as embed links and other http(s) links as they
 * are (SPEC §5); links that are not http(s) are refused.
 */
export const videoRoutes = crudRoutes(
  {
    tags: ['videos'],
    record: videoRecord,
    list: pagedList('Most recently changed first (update time, then id)', videosRepo.listVideos),
    find: videosRepo.findVideo,
    remove: trashRow('video'),
    activity: { kind: 'video', record: (row) => ({ id: row.id, type: null, label: row.title }) },
  },
  rowWrites(
    { create: videoInputSchema, fields: videoInputSchema },
    { insert: videosRepo.insertVideo, update: videosRepo.updateVideo },
  ),
);
