import type { HeroSlideRow, ProfileImageRow } from '../../../db/index';
import { heroRecordSchema, profileRecordSchema } from '../../../shared/schemas/image';
import { imagePath, recordMapping } from './record-mapping';

// Records that are an image plus a few fields: organisation-chart images and hero slides.

export const profileRecord = recordMapping(profileRecordSchema, (row: ProfileImageRow) => ({
  id: row.id,
  image: imagePath(row.image),
  alt: row.alt,
  type: row.type,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));

export const heroRecord = recordMapping(heroRecordSchema, (row: HeroSlideRow) => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  alt: row.alt,
  image: imagePath(row.image),
  position: row.position,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));
