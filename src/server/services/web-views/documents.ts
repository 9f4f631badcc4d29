import type { StableLinkKind } from '../../../shared/record-kinds';
import { documentOpensRepo, documentsRepo, fileLinksRepo, type Db } from '../../../db/index';
import {
  MOST_OPENED_COUNT,
  MOST_OPENED_DAYS,
  type DocumentCollection,
  type FileType,
} from '../../../shared/constants/content';
import { hostedVersion, stableLinkPath } from '../../../shared/stable-links';
import { formatLongDate } from '../../../shared/text-rules';
import { isHttpUrl } from '../../../shared/urls';
import { currentVersionOf } from '../../../shared/versions';
import type { LinkView, FileLinkView, DocumentView, Versioned } from '../../../shared/views';
import type { Clock } from '../clock';
import { firstOfLastDays } from '../document-opens';
import { readSiteSettings } from '../settings';

/**
 * A record's stable link, or null for a file address that leads nowhere safe. A hosted PDF's link
 * carries its version (`?v=`): that address is cached a year, and a new file gets a new one.
 */
function stableHref(
  kind: StableLinkKind,
  row: { id: number; file_name: string; file_url: string; hosted_file?: string | null },
): string | null {
  if (!isHttpUrl(row.file_url)) return null;
  const path = stableLinkPath(kind, row.id, row.file_name);
  return row.hosted_file ? `${path}?v=${hostedVersion(row.hosted_file)}` : path;
}

/** The versions of a whole list (one file type, one document set): each record's current version, if replaced. */
function withVersions<R extends { id: number; file_name: string; file_url: string; superseded_by: number | null }>(
  kind: StableLinkKind,
  rows: readonly R[],
): (R & Versioned)[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const successors = new Map(rows.map((row) => [row.id, row.superseded_by]));
  return rows.map((row) => {
    const current = byId.get(currentVersionOf(successors, row.id) ?? 0);
    return {
      ...row,
      href: stableHref(kind, row),
      replacedBy: current ? { title: current.file_name, href: stableHref(kind, current) } : null,
    };
  });
}

/** File links and documents with their versions and stable links, and the most opened documents. */
export function documentViews(db: Db, clock: Clock) {
  return {
    async fileLinks(type: FileType): Promise<FileLinkView[]> {
      const rows = withVersions('file', await fileLinksRepo.listFileLinksByType(db, type));
      return rows.map((row) => ({
        id: row.id,
        file_name: row.file_name,
        file_description: row.file_description,
        file_url: row.file_url,
        createdAt: row.created_at,
        dateLong: formatLongDate(row.created_at),
        href: row.href,
        replacedBy: row.replacedBy,
      }));
    },

    async documents(collection: DocumentCollection): Promise<DocumentView[]> {
      const rows = withVersions('document', await documentsRepo.listDocuments(db, collection));
      return rows.map((row) => ({
        id: row.id,
        file_name: row.file_name,
        file_url: row.file_url,
        kategori: { id: row.category_id, name: row.category_name },
        href: row.href,
        replacedBy: row.replacedBy,
      }));
    },

    /**
     * "Paling banyak dibuka": the set's documents opened most in the last 30 days, when the site
     * settings show the block (else none). Counted up to the render: the page follows the content's
     * cache like every other part of it.
     */
    async mostOpenedDocuments(collection: DocumentCollection): Promise<LinkView[]> {
      if (!(await readSiteSettings(db)).show_most_opened) return [];
      const since = firstOfLastDays(clock.now(), MOST_OPENED_DAYS);
      const rows = await documentOpensRepo.mostOpenedDocuments(db, collection, since, MOST_OPENED_COUNT);
      return rows.map((row) => ({ title: row.file_name, href: stableHref('document', row) }));
    },
  };
}
