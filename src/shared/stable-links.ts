import { RECORD_KINDS, STABLE_LINK_KINDS, type StableLinkKind } from './record-kinds';

/**
 * Stable links: every document and file link (guide, decree) has an address of its own under `/d/`
 * that answers with a redirect to its file as it is now, so a link shared in a WhatsApp group keeps
 * working when staff replace the file. Documents share one table and so one id space, as do file
 * links: one path segment per table keeps every id unambiguous. The words after the id only describe
 * the file; the id alone decides.
 */
export const STABLE_LINK_PREFIX = '/d/';
/** The path segment of each kind with `stableLink` (shared/record-kinds.ts). */
export const STABLE_LINK_SEGMENTS = Object.fromEntries(
  STABLE_LINK_KINDS.map((kind) => [kind, RECORD_KINDS[kind].stableLink.segment]),
) as Readonly<Record<StableLinkKind, string>>;

/** Longest descriptive part of a stable link: enough to recognise the file in a chat. */
const SLUG_MAX_LENGTH = 60;

/** `SK Rektor No. 12/2026` → `sk-rektor-no-12-2026` (accents dropped, bounded length). */
function titleSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** `/d/berkas/12-sk-rektor-no-12-2026`: the address visitors and staff share. */
export function stableLinkPath(kind: StableLinkKind, id: number, title: string): string {
  const slug = titleSlug(title);
  return `${STABLE_LINK_PREFIX}${STABLE_LINK_SEGMENTS[kind]}/${id}${slug ? `-${slug}` : ''}`;
}

/**
 * The version a hosted PDF's links carry in `?v=` (docs/decisions/hosted-files.md): the start of its
 * stored name, which is its content hash, so the address of one file never changes its bytes.
 */
export function hostedVersion(storedName: string): string {
  return storedName.slice(0, 12);
}

/** The largest id any table of the product gives (a 32-bit integer key). */
const MAX_ID = 2_147_483_647;

/** The id at the start of a stable link's last part (`12-sk-rektor…`, `12`); null for anything else. */
export function stableLinkId(ref: string): number | null {
  const match = /^(\d{1,10})(?:-|$)/.exec(ref);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}
