import type { UserRow } from '../../../db/index';
import { userRecordSchema } from '../../../shared/schemas/users';
import { recordMapping } from './record-mapping';

/** A staff account as the Pengguna screen reads it (never its password hash). */
export const userRecord = recordMapping(
  userRecordSchema,
  (row: UserRow & { active_sessions?: number | string | null }) => ({
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    disabled: row.disabled === 1,
    mustChangePassword: row.must_change_password === 1,
    twoFactor: row.totp_enabled_at !== null,
    activeSessions: Number(row.active_sessions ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
);
