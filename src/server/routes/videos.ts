import { videosRepo } from '../../db/index';
import { videoInputSchema } from '../../shared/schemas/video';
import { videoRecord } from '../services/records/video';
import { crudRoutes, removeRow, rowWrites } from './crud-routes';
import { pagedList } from './list-page';

/**
 * Output videos of SPEC §7: /youtube/, /youtube/:id, /youtube/add, /youtube/update/:id, /youtube/delete/:id.
 * The input schema stores YouTube watch/short links as embed links and refuses any other site.
 */
export const videoRoutes = crudRoutes(
  {
    tags: ['videos'],
    record: videoRecord,
    list: pagedList('Most recently changed first (update time, then id)', videosRepo.listVideos),
    find: videosRepo.findVideo,
    remove: removeRow(videosRepo.deleteVideo),
  },
  rowWrites(
    { create: videoInputSchema, update: videoInputSchema },
    { insert: videosRepo.insertVideo, update: videosRepo.updateVideo },
  ),
);
