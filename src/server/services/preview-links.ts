import { PREVIEW_KINDS, type PreviewKind } from '../../shared/record-kinds';
import crypto from 'node:crypto';
import { previewLinksRepo, writeLogged, type Actor, type Db } from '../../db/index';
import { PREVIEW_LINK_TTL_MS } from '../../shared/constants/publishing';
import { hashToken } from './auth/session';

// Secret links that open a record's preview for someone without an account. Like sessions, only the
// token's SHA-256 is stored: a copy of the database opens no preview.

/** The activity log's row of a link made or revoked: the record, never the link. */
const linkNote = (kind: PreviewKind, recordId: number, action: 'preview_link_create' | 'preview_link_revoke') =>
  ({ kind, action, record: { id: recordId } }) as const;

/** A new link to one record's preview, valid for PREVIEW_LINK_TTL_MS from `now`; returns the token. */
export async function createPreviewLink(
  db: Db,
  kind: PreviewKind,
  recordId: number,
  now: Date,
  by: Actor | null,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await writeLogged(db, { by, note: linkNote(kind, recordId, 'preview_link_create') }, async (trx) => {
    await previewLinksRepo.deleteExpiredPreviewLinks(trx, now.toISOString());
    await previewLinksRepo.insertPreviewLink(trx, {
      token_hash: hashToken(token),
      kind,
      record_id: recordId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PREVIEW_LINK_TTL_MS).toISOString(),
    });
  });
  return token;
}

/** Every link of the record stops working at once. */
export async function revokePreviewLinks(db: Db, kind: PreviewKind, recordId: number, by: Actor | null): Promise<void> {
  await writeLogged(db, { by, note: linkNote(kind, recordId, 'preview_link_revoke') }, (trx) =>
    previewLinksRepo.deletePreviewLinksOf(trx, kind, recordId),
  );
}

/**
 * A shared link shows its record as it was when it was shared, not whatever becomes of it later: it
 * ends when the record moves between draft, scheduled and published (publishing it, or making it a
 * draft again), and when it is trashed or restored. Called inside the write's transaction.
 */
export async function endPreviewLinks(trx: Db, kind: string, recordId: number): Promise<void> {
  const previewKind = PREVIEW_KINDS.find((known) => known === kind);
  if (previewKind) await previewLinksRepo.deletePreviewLinksOf(trx, previewKind, recordId);
}

/** What a token opens at `now`, or undefined when it is unknown, revoked or expired. */
export async function resolvePreviewLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ kind: PreviewKind; recordId: number } | undefined> {
  // A token is 43 base64url characters: anything else is not worth a look-up.
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const link = await previewLinksRepo.findLivePreviewLink(db, hashToken(token), now.toISOString());
  const kind = PREVIEW_KINDS.find((known) => known === link?.kind);
  return link && kind ? { kind, recordId: link.record_id } : undefined;
}
