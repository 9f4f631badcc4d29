import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../database';
import type { VideoRow, VideosTable } from '../tables';
import { paged, type ListPage } from './paging';
import { notTrashed } from './live-rows';

export async function listVideos(db: Db, page?: ListPage): Promise<VideoRow[]> {
  const query = db
    .selectFrom('videos')
    .selectAll()
    .where(notTrashed('videos'))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc');
  return paged(query, page).execute();
}

export async function findVideo(db: Db, id: number): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('id', '=', id).where(notTrashed('videos')).executeTakeFirst();
}

export async function insertVideo(db: Db, row: Insertable<VideosTable>): Promise<VideoRow> {
  return db.insertInto('videos').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateVideo(db: Db, id: number, changes: Updateable<VideosTable>): Promise<VideoRow | undefined> {
  return db
    .updateTable('videos')
    .set(changes)
    .where('id', '=', id)
    .where(notTrashed('videos'))
    .returningAll()
    .executeTakeFirst();
}
