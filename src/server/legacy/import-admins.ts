import { usersRepo, type UserRow } from '../../db/index';
import { type ImportContext, clip } from './context';
import { type LegacyRow, isoDate, text } from './legacy-source';
import { Refusal, type SyncKind, byNewId, syncKind, updated } from './sync-kind';

const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;
const MAX_NAME_LENGTH = 100;

interface ReadyAdmin {
  name: string;
  password_hash: string;
}

const admins: SyncKind<UserRow, ReadyAdmin> = {
  mapKind: 'admin',
  reportKind: 'Admins',
  find: byNewId(usersRepo.findUserById),
  idOf: (admin) => admin.id,
  // A first login here re-hashes the password, and that is an edit here too.
  version: (admin) => admin.updated_at,
  describe: (admin) => `"${clip(admin.username)}"`,

  async prepare(ctx, row, target) {
    const name = text(row.name);
    const hash = text(row.password);
    if (!name) return new Refusal('no name');
    if (name.length > MAX_NAME_LENGTH) return new Refusal(`name longer than ${MAX_NAME_LENGTH} characters`);
    if (!BCRYPT_HASH.test(hash)) return new Refusal('password is not a bcrypt hash', name);
    const holder = await usersRepo.findUserByUsername(ctx.db, name);
    if (holder && holder.id !== target?.id) return new Refusal('an admin with this name already exists', name);
    return { name, password_hash: hash };
  },

  async insert(ctx, row, fields) {
    return { target: await usersRepo.insertAdmin(ctx.db, { ...fields, now: isoDate(row.createdAt) ?? ctx.now }) };
  },

  async update(ctx, row, fields, target) {
    // Sessions need no ending: a login here re-hashes the password, so an admin with sessions has
    // changed here too, and a change in the old system then is reported, not brought over.
    // The name shown follows a renamed user name unless someone here chose another one.
    const name = target.name === target.username ? fields.name : target.name;
    const changes = { username: fields.name, name, password_hash: fields.password_hash };
    const now = isoDate(row.updatedAt) ?? ctx.now;
    return { target: updated(await usersRepo.updateUser(ctx.db, target.id, changes, now)) };
  },
};

/**
 * Old admins become Admins and keep their name (as user name and name shown) and bcrypt hash: the login
 * verifies it once and stores argon2id instead.
 * E-mail and reset tokens have no use here (passwords are reset with `npm run admin`).
 */
export async function importAdmins(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  if (rows.some((row) => text(row.email))) {
    ctx.report.notes.add('Admins: e-mail addresses and reset tokens are not carried over');
  }
  await syncKind(ctx, admins, rows);
}
