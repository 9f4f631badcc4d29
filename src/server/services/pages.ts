import {
  imagesRepo,
  nowIso,
  pagesRepo,
  restoredFields,
  revisionsRepo,
  writeContent,
  writeRevisioned,
  type Audience,
  type Db,
  type PageRow,
  type Actor,
  type ActivityNote,
  type PageVersionRow,
  type RevisionedSave,
} from '../../db/index';
import type { ActivityAction } from '../../shared/constants/activity';
import { PAGE_SLUGS } from '../../shared/constants/content';
import type { PublicationStatus } from '../../shared/constants/publishing';
import type { PageRecord, PageUpdate } from '../../shared/schemas/page';
import { htmlToText } from '../../shared/text-rules';
import { writeDefaultContent } from './default-content';
import { DEFAULT_PAGES } from './default-pages';
import { cleanContent } from './articles';
import { found, NotFoundError } from './errors';
import type { ImageStore } from './images';
import { sortVersions } from './page-versions';
import { endPreviewLinks } from './preview-links';
import { pageRecord } from './records/page';
import { removeUnusedImages, withStoredImage } from './upload-cleanup';

// The editable pages ("Halaman"): Tentang, Program Pengabdian Masyarakat, Program KKN UNIM. A page is
// never off the site: what visitors see stays until a newer version is published (at once or at a
// scheduled moment), and staff keep a draft beside it meanwhile. Every save is a revision of the page
// (db/revisions.ts) and a content write, so every instance shows it at once (docs/decisions/pages.md).

/** The fields a save changes: each only when given (sanitized HTML, a stored image path). */
interface PageChanges {
  title?: string | undefined;
  content?: string | undefined;
  image?: string | null | undefined;
  image_alt?: string | undefined;
}

/** Where a save goes: its status and moment, each only when given (see applySave). */
interface PagePublication {
  status?: PublicationStatus | undefined;
  /** A moment; null: none chosen (publish now); undefined: as it was. */
  published_at?: string | null | undefined;
  /**
   * A draft save that leaves every other version where it stands (a restore): the changes go to the
   * draft, a new one beside a version scheduled for later, whose schedule goes on.
   */
  besideOthers?: true;
}

/**
 * Adds every page missing from the database with the specification's text, published at `now`: a new
 * site (and one upgraded to this version) shows the pages as they always were. Instances starting
 * together add each page once.
 */
export async function ensureDefaultPages(db: Db, now: Date): Promise<void> {
  await derivePageTexts(db);
  const existing = new Set((await pagesRepo.listPages(db)).map((page) => page.slug));
  const missing = PAGE_SLUGS.filter((slug) => !existing.has(slug));
  if (missing.length === 0) return;
  const at = now.toISOString();
  await writeDefaultContent(db, async (trx) => {
    let added = 0;
    for (const slug of missing) {
      const pageId = await pagesRepo.insertPageOnce(trx, slug, at);
      if (pageId === undefined) continue;
      added += 1;
      await pagesRepo.insertVersion(trx, {
        page_id: pageId,
        status: 'published',
        published_at: at,
        ...DEFAULT_PAGES[slug],
        image: null,
        created_at: at,
        updated_at: at,
      });
    }
    return added;
  });
}

/**
 * A backup made before page versions kept their plain text restores them without it (the column's
 * default): their text is derived again, so that search finds them. Nothing to do on every other start.
 */
async function derivePageTexts(db: Db): Promise<void> {
  const missing = await pagesRepo.versionsWithoutText(db);
  const derivable = missing.filter((version) => htmlToText(version.content) !== '');
  if (derivable.length === 0) return;
  await writeContent(db, { by: null, note: [] }, async (trx) => {
    for (const version of derivable) await pagesRepo.updateVersion(trx, version.id, { content: version.content });
  });
}

async function pageBySlug(db: Db, slug: string): Promise<PageRow> {
  return found(await pagesRepo.findPageBySlug(db, slug));
}

/** What visitors see of a page at a moment; undefined when nothing of it is published yet. */
async function visitorRecord(db: Db, page: PageRow, visibleAt: string): Promise<PageRecord | undefined> {
  const shown = await pagesRepo.findVisibleVersion(db, page.slug, visibleAt);
  return (
    shown && pageRecord.toRecord({ page, shown, versions: { live: shown, scheduled: undefined, draft: undefined } })
  );
}

/** Staff records are read at the app's clock, as a save sorts the versions. */
async function staffRecord(db: Db, page: PageRow, now: Date): Promise<PageRecord> {
  const { live, scheduled, draft, working } = sortVersions(
    await pagesRepo.listVersions(db, page.id),
    now.toISOString(),
  );
  return pageRecord.toRecord({ page, shown: found(working), versions: { live, scheduled, draft } });
}

/** Every page: what visitors see (pages with nothing published are left out), or what staff work on. */
export async function listPageRecords(db: Db, audience: Audience, now: Date): Promise<PageRecord[]> {
  const records: PageRecord[] = [];
  for (const page of await pagesRepo.listPages(db)) {
    const record =
      audience === 'staff' ? await staffRecord(db, page, now) : await visitorRecord(db, page, audience.visibleAt);
    if (record) records.push(record);
  }
  return records;
}

/** One page for its audience; 404 when there is none (or nothing of it visitors may see). */
export async function readPageRecord(db: Db, slug: string, audience: Audience, now: Date): Promise<PageRecord> {
  const page = await pageBySlug(db, slug);
  if (audience === 'staff') return staffRecord(db, page, now);
  return found(await visitorRecord(db, page, audience.visibleAt));
}

/** The images a version shows: its illustration and those inside its text. */
function imagesOf(version: PageVersionRow): string[] {
  return [...(version.image ? [version.image] : []), ...imagesRepo.imagePathsInHtml(version.content)];
}

/**
 * Writes one save of a page's versions at `now`, inside the save's transaction; answers the images
 * that versions let go of (removed after the commit when nothing else shows them).
 * - `draft`: the changes go to the draft (a new one beside the published version; a scheduled
 *   version becomes the draft, its schedule ended, unless the save is `besideOthers`). Visitors see
 *   no change.
 * - `published`, moment come (or none given): the changes are what visitors see from now on; every
 *   other version goes (an older published one, the draft, a schedule).
 * - `published`, moment ahead: the changes are the scheduled version; the published one stays until
 *   then, and the draft goes.
 * - no status: the draft stays a draft; a page without one is published as it is.
 * The moment, when not given, is the version's own (a published page keeps its date), else now.
 */
async function applySave(
  trx: Db,
  pageId: number,
  changes: PageChanges,
  publication: PagePublication,
  now: Date,
): Promise<string[]> {
  const nowText = now.toISOString();
  await pagesRepo.lockPage(trx, pageId);
  const versions = sortVersions(await pagesRepo.listVersions(trx, pageId), nowText);
  const released = await pagesRepo.deleteVersions(
    trx,
    versions.stale.map((version) => version.id),
  );
  const { live, draft, working } = versions;
  if (!working) throw new NotFoundError();
  const values = {
    title: changes.title ?? working.title,
    content: changes.content ?? working.content,
    image: changes.image !== undefined ? changes.image : working.image,
    image_alt: changes.image_alt ?? working.image_alt,
    updated_at: nowIso(),
  };
  // What the edited version showed before: removed later unless another version or revision shows it.
  if (values.image !== working.image || values.content !== working.content) released.push(...imagesOf(working));
  const status = publication.status ?? (draft ? 'draft' : 'published');
  const others = (keep: PageVersionRow | undefined) =>
    [versions.live, versions.scheduled, versions.draft].filter(
      (version): version is PageVersionRow => version !== undefined && version !== working && version !== keep,
    );

  if (status === 'draft') {
    // A new draft beside the published (or a scheduled) version, or the draft there is.
    const newDraft = publication.besideOthers ? working !== draft : working === live;
    // A draft made from the published version has no moment unless one is given.
    const ownMoment = newDraft ? null : working.published_at;
    const published_at = publication.published_at !== undefined ? publication.published_at : ownMoment;
    if (newDraft) {
      await pagesRepo.insertVersion(trx, { page_id: pageId, status, published_at, ...values, created_at: nowIso() });
    } else {
      await pagesRepo.updateVersion(trx, working.id, { status, published_at, ...values });
    }
    return released;
  }

  // Published now or scheduled: the draft a shared link showed is no more.
  await endPreviewLinks(trx, 'page', pageId);
  const published_at =
    typeof publication.published_at === 'string'
      ? publication.published_at
      : publication.published_at === null
        ? nowText
        : (working.published_at ?? nowText);
  if (published_at > nowText) {
    // Scheduled: the published version stays until then; the draft or an earlier schedule goes.
    if (working === live) {
      await pagesRepo.insertVersion(trx, { page_id: pageId, status, published_at, ...values, created_at: nowIso() });
    } else {
      await pagesRepo.updateVersion(trx, working.id, { status, published_at, ...values });
    }
    released.push(
      ...(await pagesRepo.deleteVersions(
        trx,
        others(live).map((version) => version.id),
      )),
    );
    return released;
  }
  await pagesRepo.updateVersion(trx, working.id, { status, published_at, ...values });
  released.push(
    ...(await pagesRepo.deleteVersions(
      trx,
      others(undefined).map((version) => version.id),
    )),
  );
  return released;
}

/** A page save's action in the activity log: publishing (now or later), or an update of the draft. */
function pageSaveAction(publication: PagePublication, now: Date): ActivityAction {
  if (publication.status !== 'published') return 'update';
  const at = publication.published_at;
  return at && Date.parse(at) > now.getTime() ? 'schedule' : 'publish';
}

/**
 * Saves a page as one revisioned content write (the image, if any, stored first and removed again
 * when the write fails); then removes the images no page, revision or other record shows any more.
 */
async function savePage(
  db: Db,
  images: ImageStore,
  page: PageRow,
  changes: PageChanges,
  publication: PagePublication,
  file: Buffer | undefined,
  now: Date,
  author: Actor | null,
  restoring = false,
): Promise<PageRecord> {
  const save: RevisionedSave = { kind: 'page', recordId: page.id, author, now: nowIso() };
  let released: string[] = [];
  // The page as this save left it (read in its transaction: a save right after it changes no answer).
  let record: PageRecord | undefined;
  const fields = Object.entries({ ...changes, ...(file && { image: 'new' }), ...publication })
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name);
  const describe = (): Omit<ActivityNote, 'revisionId'> => ({
    kind: 'page',
    action: restoring ? 'revision_restore' : pageSaveAction(publication, now),
    record: { id: page.id, type: page.slug, label: record?.title ?? page.slug },
    details: { fields },
  });
  const write = (extra: PageChanges) =>
    writeRevisioned(db, save, describe, async (trx) => {
      released = await applySave(trx, page.id, { ...changes, ...extra }, publication, now);
      record = await staffRecord(trx, page, now);
      return found(await pagesRepo.findWorkingCopy(trx, page.id));
    });
  const saved = file ? await withStoredImage(images, file, (stored) => write({ image: stored })) : await write({});
  await removeUnusedImages(db, images, [...released, ...saved.released]);
  return found(record);
}

/**
 * `PATCH /api/pages/:slug`: the fields sent (title, text, illustration, its alt text) and where the
 * save goes (status, moment). Nothing sent at all: the page as it is, unwritten.
 */
export async function updatePage(
  db: Db,
  images: ImageStore,
  slug: string,
  fields: PageUpdate,
  file: Buffer | undefined,
  now: Date,
  author: Actor | null,
): Promise<PageRecord> {
  const page = await pageBySlug(db, slug);
  const changes: PageChanges = {
    title: fields.title,
    content: fields.content === undefined ? undefined : cleanContent(fields.content).content,
    image_alt: fields.image_alt,
  };
  const publication: PagePublication = { status: fields.status, published_at: fields.published_at };
  const sent = [...Object.values(changes), ...Object.values(publication)].some((value) => value !== undefined);
  if (!sent && !file) return staffRecord(db, page, now);
  return savePage(db, images, page, changes, publication, file, now, author);
}

/** Throws the draft away: staff work on what visitors see (or the scheduled version) again. */
export async function discardPageDraft(
  db: Db,
  images: ImageStore,
  slug: string,
  now: Date,
  author: Actor | null,
): Promise<PageRecord> {
  const page = await pageBySlug(db, slug);
  if (!sortVersions(await pagesRepo.listVersions(db, page.id), now.toISOString()).draft) {
    return staffRecord(db, page, now);
  }
  const save: RevisionedSave = { kind: 'page', recordId: page.id, author, now: nowIso() };
  let removed: string[] = [];
  let record: PageRecord | undefined;
  const describe = (): Omit<ActivityNote, 'revisionId'> => ({
    kind: 'page',
    action: 'update',
    record: { id: page.id, type: page.slug, label: record?.title ?? page.slug },
    details: { fields: ['draft'] },
  });
  const saved = await writeRevisioned(db, save, describe, async (trx) => {
    await pagesRepo.lockPage(trx, page.id);
    const { draft } = sortVersions(await pagesRepo.listVersions(trx, page.id), now.toISOString());
    if (draft) removed = await pagesRepo.deleteVersions(trx, [draft.id]);
    record = await staffRecord(trx, page, now);
    return found(await pagesRepo.findWorkingCopy(trx, page.id));
  });
  await removeUnusedImages(db, images, [...removed, ...saved.released]);
  return found(record);
}

/**
 * Brings back what a revision of the page said (title, text, illustration and its alt text) as its
 * draft, a new save by `author`: visitors see it once it is published, as any draft. Where the page
 * stands does not move: what visitors see, its date, its address, and a version scheduled for later
 * (the draft is made beside it). Its text is cleaned again.
 */
export async function restorePageRevision(
  db: Db,
  images: ImageStore,
  id: number,
  revisionId: number,
  author: Actor | null,
  now: Date,
): Promise<PageRecord> {
  const page = found(await pagesRepo.findPageById(db, id));
  const revision = await revisionsRepo.findRevision(db, 'page', id, revisionId);
  if (!revision) throw new NotFoundError();
  const { title, content, image, image_alt } = restoredFields('page', revision);
  const changes: PageChanges = {
    title: title ?? undefined,
    content: typeof content === 'string' ? cleanContent(content).content : undefined,
    image_alt: image_alt ?? undefined,
    image,
  };
  return savePage(db, images, page, changes, { status: 'draft', besideOthers: true }, undefined, now, author, true);
}
