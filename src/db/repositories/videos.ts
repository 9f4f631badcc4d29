import type { Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Db } from '../database';
import type { Database, VideoRow, VideosTable } from '../tables';
import { paged, type ListPage } from './paging';
import { notTrashed } from './live-rows';
import { setPositions } from './record-order';
import { hasEveryWord, lowerCase, pageOf, type TableRequest, type TableRows } from './table-rows';

type VideoQuery = SelectQueryBuilder<Database, 'videos', VideoRow>;

/**
 * The order of the videos: the place staff gave them, and those without one (added since the last
 * reorder, or never reordered) first, most recently changed first (update time, then id).
 */
function shownOrder(query: VideoQuery, order: 'asc' | 'desc' = 'asc'): VideoQuery {
  const reversed = order === 'desc';
  return query
    .orderBy('position', (ob) => (reversed ? ob.desc().nullsLast() : ob.asc().nullsFirst()))
    .orderBy('updated_at', reversed ? 'asc' : 'desc')
    .orderBy('id', reversed ? 'asc' : 'desc');
}

/** Named, never `*`: on PostgreSQL the table also holds the search vector, which no reader needs. */
const VIDEO_COLUMNS = [
  'id',
  'title',
  'link',
  'position',
  'created_at',
  'updated_at',
  'deleted_at',
  'deleted_by',
] as const;

function live(db: Db): VideoQuery {
  return db.selectFrom('videos').select(VIDEO_COLUMNS).where(notTrashed('videos'));
}

export async function listVideos(db: Db, page?: ListPage): Promise<VideoRow[]> {
  return paged(shownOrder(live(db)), page).execute();
}

export type VideoSort = 'position' | 'title' | 'updated_at';

/** One page of the videos for the back office: words in title or link, any sort. */
export async function videoTable(db: Db, request: TableRequest<VideoSort>): Promise<TableRows<VideoRow>> {
  const query = live(db).$if(request.terms.length > 0, (q) => q.where(hasEveryWord(['title', 'link'], request.terms)));
  const { sort = 'position', order } = request;
  return pageOf(query, request, (q) => {
    if (sort === 'position') return shownOrder(q, order);
    return q.orderBy(sort === 'title' ? lowerCase('title') : 'updated_at', order).orderBy('id', order);
  });
}

/** The ids of the live videos in the order the page shows them. */
export async function videoIds(db: Db): Promise<number[]> {
  return (await shownOrder(live(db)).execute()).map((row) => row.id);
}

/** Places the videos in the order of `ids` (all of them; see record-order.ts). */
export async function placeVideos(trx: Db, ids: readonly number[]): Promise<void> {
  await setPositions(trx, 'videos', ids);
}

export async function findVideo(db: Db, id: number): Promise<VideoRow | undefined> {
  return db
    .selectFrom('videos')
    .select(VIDEO_COLUMNS)
    .where('id', '=', id)
    .where(notTrashed('videos'))
    .executeTakeFirst();
}

export async function insertVideo(db: Db, row: Insertable<VideosTable>): Promise<VideoRow> {
  return db.insertInto('videos').values(row).returning(VIDEO_COLUMNS).executeTakeFirstOrThrow();
}

export async function updateVideo(db: Db, id: number, changes: Updateable<VideosTable>): Promise<VideoRow | undefined> {
  return db
    .updateTable('videos')
    .set(changes)
    .where('id', '=', id)
    .where(notTrashed('videos'))
    .returning(VIDEO_COLUMNS)
    .executeTakeFirst();
}
