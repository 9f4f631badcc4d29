import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Where an old record went when its kind alone does not say: `target_key` names the table of an old
 * file (`file_link`, or `document:<set>` for the file types that became documents) and the site
 * setting an old survey form set. A later run then finds the record to bring changes to.
 *
 * The survey forms were recorded as `<old id>=<setting>` in the key: split into the two columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('legacy_import_map').addColumn('target_key', 'varchar(64)').execute();
  const forms: { legacy_key: string }[] = await db
    .selectFrom('legacy_import_map')
    .select('legacy_key')
    .where('kind', '=', 'form')
    .where('legacy_key', 'like', '%=%')
    .execute();
  for (const { legacy_key: key } of forms) {
    const [id = '', setting = ''] = key.split('=');
    await db
      .updateTable('legacy_import_map')
      .set({ legacy_key: id, target_key: setting })
      .where('kind', '=', 'form')
      .where('legacy_key', '=', key)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const forms: { legacy_key: string; target_key: string | null }[] = await db
    .selectFrom('legacy_import_map')
    .select(['legacy_key', 'target_key'])
    .where('kind', '=', 'form')
    .execute();
  for (const { legacy_key: id, target_key: setting } of forms) {
    await db
      .updateTable('legacy_import_map')
      .set({ legacy_key: `${id}=${setting ?? ''}` })
      .where('kind', '=', 'form')
      .where('legacy_key', '=', id)
      .execute();
  }
  await db.schema.alterTable('legacy_import_map').dropColumn('target_key').execute();
}
