import { adminsRepo } from '../../db/index';
import { type ImportContext, importedKeys, markImported } from './context';
import { type LegacyRow, isoDate, legacyId, text } from './legacy-source';

const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
const MAX_NAME_LENGTH = 100;

/**
 * Old admins keep their name and bcrypt hash: the login verifies it once and stores argon2id instead.
 * E-mail and reset tokens have no use here (passwords are reset with `npm run admin`).
 */
export async function importAdmins(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedKeys(ctx, 'admin');
  if (rows.some((row) => text(row.email))) {
    ctx.report.notes.add('Admins: e-mail addresses and reset tokens are not carried over');
  }
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('Admins');
    if (done.has(id)) {
      ctx.report.already('Admins');
      continue;
    }
    const name = text(row.name);
    const hash = text(row.password);
    if (!name) {
      ctx.report.skipped('Admins', id, 'no name');
      continue;
    }
    if (name.length > MAX_NAME_LENGTH) {
      ctx.report.skipped('Admins', id, `name longer than ${MAX_NAME_LENGTH} characters`);
      continue;
    }
    if (!BCRYPT_HASH.test(hash)) {
      ctx.report.skipped('Admins', id, 'password is not a bcrypt hash', name);
      continue;
    }
    if (await adminsRepo.findAdminByName(ctx.db, name)) {
      ctx.report.skipped('Admins', id, 'an admin with this name already exists', name);
      continue;
    }
    const admin = await adminsRepo.insertAdmin(ctx.db, {
      name,
      password_hash: hash,
      now: isoDate(row.createdAt) ?? ctx.now,
    });
    await markImported(ctx, 'admin', id, admin.id);
    ctx.report.imported('Admins');
  }
}
