import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../src/db/index';
import { DIALECTS } from '../helpers/databases';
import { upgradeFrom } from '../helpers/upgrades';

/** The last migration before slides had texts of their own: `title` was only the image's alt text. */
const BEFORE = '2026-11-25T1000-staff-accounts';
const STAMP = '2026-11-20T03:00:00.000Z';

describe.each(DIALECTS)('hero slides after the slide texts migration [%s]', (dialect) => {
  /** A database of the previous release with two slides, one of them without a title. */
  const { previousRelease, restoredFromBackupOf } = upgradeFrom(dialect, BEFORE, async (db) => {
    await sql`insert into hero_slides (title, image, position, created_at, updated_at)
      values ('Gedung rektorat saat senja', ${`uploads/${'a'.repeat(32)}.webp`}, 0, ${STAMP}, ${STAMP})`.execute(db);
    await sql`insert into hero_slides (title, image, position, created_at, updated_at)
      values ('', ${`uploads/${'b'.repeat(32)}.webp`}, 1, ${STAMP}, ${STAMP})`.execute(db);
  });

  const slideTexts = (db: Db) =>
    db.selectFrom('hero_slides').select(['title', 'subtitle', 'alt']).orderBy('position').execute();

  /** No slide shows a text nobody wrote for it: what `title` held describes the image. */
  const EXPECTED = [
    { title: '', subtitle: '', alt: 'Gedung rektorat saat senja' },
    { title: '', subtitle: '', alt: '' },
  ];

  it("moves each slide's old title to its alternative text and leaves its caption empty", async () => {
    const database = await previousRelease();
    await migrateToLatest(database.handle.db);
    expect(await slideTexts(database.handle.db)).toEqual(EXPECTED);
  });

  it('reads the title of a backup made before it as the alternative text as well', async () => {
    const source = await previousRelease();
    const target = await restoredFromBackupOf(source);
    expect(await slideTexts(target.handle.db)).toEqual(EXPECTED);
  });
});
