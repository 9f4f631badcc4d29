import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import type { ImageStore } from '../services/images';

/** Fills an empty database with demo content; does nothing when any content exists. */
export async function seedDemoContent(_db: Db, _images: ImageStore, _log: FastifyBaseLogger): Promise<void> {
  // Filled in by the demo-content module.
}
