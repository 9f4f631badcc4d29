import type { PublicationStatus } from '../../shared/constants/publishing';

// Which version of a page is which. A page always has the version visitors see once it has been
// published; beside it a draft (changes not shown yet) and a version scheduled for a later moment.
// Staff work on the newest of them: the draft, else the scheduled one, else the published one.

export interface VersionLike {
  id: number;
  status: PublicationStatus;
  published_at: string | null;
}

export interface PageVersionSet<V extends VersionLike> {
  /** What visitors see at `now`: the newest published version whose moment has come. */
  live: V | undefined;
  /** A published version whose moment is still ahead (it replaces `live` then). */
  scheduled: V | undefined;
  draft: V | undefined;
  /** What staff edit: the draft, else the scheduled version, else the live one. */
  working: V | undefined;
  /** Versions no one will see again: older published ones, extra drafts or schedules. */
  stale: V[];
}

const newestFirst = <V extends VersionLike>(a: V, b: V) => {
  const byDate = (b.published_at ?? '').localeCompare(a.published_at ?? '');
  return byDate !== 0 ? byDate : b.id - a.id;
};

/** Sorts a page's versions at `now` (ISO-8601 UTC, which sorts as time does). */
export function sortVersions<V extends VersionLike>(versions: readonly V[], now: string): PageVersionSet<V> {
  const published = versions.filter((version) => version.status === 'published').sort(newestFirst);
  const due = published.filter((version) => (version.published_at ?? '') <= now);
  const ahead = published.filter((version) => (version.published_at ?? '') > now);
  const drafts = versions.filter((version) => version.status === 'draft').sort((a, b) => b.id - a.id);
  const [live, ...olderLive] = due;
  // Of several versions ahead (none are written so; older data may hold them), the latest intent wins.
  const [scheduled, ...otherAhead] = ahead;
  const [draft, ...otherDrafts] = drafts;
  return {
    live,
    scheduled,
    draft,
    working: draft ?? scheduled ?? live,
    stale: [...olderLive, ...otherAhead, ...otherDrafts],
  };
}
