import type { StableLinkKind } from '../../shared/record-kinds';
import { stableLinksRepo, type Db } from '../../db/index';
import type { StableTarget } from '../../db/repositories/stable-links';

import { isHttpUrl } from '../../shared/urls';

/** Where a stable link leads: a file elsewhere (a redirect), or a PDF the site hosts (served itself). */
export type StableLinkTarget = { redirect: string } | { hosted: NonNullable<StableTarget['hosted']>; title: string };

type Targets = Record<StableLinkKind, Map<number, StableLinkTarget>>;

/**
 * Where a stable link leads now: the live record's file, from a map of every live document and file
 * link read once per content version. A write raises the version, so a replaced file shows at once;
 * the answer itself then costs no query (the version read is shared by concurrent requests), and an
 * unknown id none either. A file address that is not http(s) (older imported data) leads nowhere.
 */
export function createStableLinkResolver(db: Db) {
  let loaded: { version: string; targets: Promise<Targets> } | null = null;

  const load = async (): Promise<Targets> => {
    const targets: Targets = { document: new Map(), file: new Map() };
    for (const row of await stableLinksRepo.listStableTargets(db)) {
      if (row.hosted) targets[row.kind].set(row.id, { hosted: row.hosted, title: row.title });
      // The Location header carries the address as the URL parser writes it (non-ASCII escaped).
      else if (isHttpUrl(row.file_url)) targets[row.kind].set(row.id, { redirect: new URL(row.file_url).href });
    }
    return targets;
  };

  return async (version: string, kind: StableLinkKind, id: number): Promise<StableLinkTarget | undefined> => {
    if (loaded?.version !== version) {
      const targets = load();
      const entry = { version, targets };
      loaded = entry;
      // A failed read is not kept: the next request tries again.
      targets.catch(() => {
        if (loaded === entry) loaded = null;
      });
    }
    return (await loaded.targets)[kind].get(id);
  };
}
