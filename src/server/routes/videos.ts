import { videosRepo } from '../../db/index';
import { videoInputSchema } from '../../shared/schemas/video';
import { videoRecord } from '../services/records/video';
import { crudRoutes, rowWrites, trashRow } from './crud-routes';
import { pagedList } from './list-page';
import { orderRoutes, tableRoute, WHOLE_LIST } from './table-routes';

const tags = ['videos'];
const videoList = { ids: videosRepo.videoIds, place: videosRepo.placeVideos };

/**
 * Output videos of SPEC §7: /youtube/, /youtube/:id, /youtube/add, /youtube/update/:id, /youtube/delete/:id;
 * for the back office /youtube/table and /youtube/order.
 * The input schema stores YouTube watch/short links as embed links and other http(s) links as they
 * are (SPEC §5); links that are not http(s) are refused.
 */
export const videoRoutes = crudRoutes(
  {
    tags,
    record: videoRecord,
    list: pagedList(
      'Most recently changed first (update time, then id), in the order staff set once they have placed the ' +
        'videos (PUT /youtube/order), with those added since then first',
      videosRepo.listVideos,
    ),
    find: videosRepo.findVideo,
    remove: trashRow('video'),
    activity: { kind: 'video', record: (row) => ({ id: row.id, type: null, label: row.title }) },
  },
  rowWrites(
    { create: videoInputSchema, fields: videoInputSchema },
    { insert: videosRepo.insertVideo, update: videosRepo.updateVideo },
  ),
  (app, resource) => {
    tableRoute(app, {
      kind: 'video',
      tags,
      record: videoRecord,
      filters: WHOLE_LIST,
      description: 'The videos, in the order the page shows them.',
      rows: (db, _filters, request) => videosRepo.videoTable(db, request),
    });
    orderRoutes(app, { tags, list: 'The videos', scope: WHOLE_LIST, open: async () => videoList, records: resource });
  },
);
