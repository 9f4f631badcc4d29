import type { SearchKind } from '../../shared/record-kinds';
import { SEARCH_RANKED_MAX } from '../../shared/constants/lists';
import { format } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { SEARCH_KIND_PARAMS } from '../../shared/search-kinds';
import type { SearchGroupRecord, SearchHitRecord } from '../../shared/schemas/search';
import { STABLE_LINK_PREFIX } from '../../shared/stable-links';
import { StableLink } from './stable-link';

const text = siteMessages.search;

/** The id of a kind's heading on the search page (`hasil-dokumen`), which its section is labelled by. */
export function searchSectionId(kind: SearchKind): string {
  return `hasil-${SEARCH_KIND_PARAMS[kind]}`;
}

/** "2.000": a count as Indonesian readers write it. */
const countText = (count: number) => count.toLocaleString('id-ID');

/**
 * A kind's title and its number of hits, as one heading; "lebih dari 2.000 hasil" when the words
 * matched more than a search ranks.
 */
export function SearchSectionHeading({
  kind,
  title,
  total,
  more,
}: {
  kind: SearchKind;
  title: string;
  total: number;
  more: boolean;
}) {
  const count = more
    ? format(text.countMore, { count: countText(SEARCH_RANKED_MAX) })
    : format(text.count, { count: countText(total) });
  return (
    <h2 id={searchSectionId(kind)} className="section-title search-section-title">
      {title} <span className="search-count">{count}</span>
    </h2>
  );
}

function SearchHit({ hit }: { hit: SearchHitRecord }) {
  // A document or file link leads to its file, in a new tab as on the pages that list it.
  const link = hit.href.startsWith(STABLE_LINK_PREFIX) ? (
    <StableLink href={hit.href} className="search-hit-title">
      {hit.title}
    </StableLink>
  ) : (
    <a href={hit.href} className="search-hit-title">
      {hit.title}
    </a>
  );
  return (
    <li className="search-hit">
      {link}
      {hit.context && <p className="search-hit-context mb-0">{hit.context}</p>}
      {hit.excerpt && <p className="mb-0">{hit.excerpt}</p>}
    </li>
  );
}

export function SearchHitList({ items }: { items: readonly SearchHitRecord[] }) {
  return (
    <ul className="list-unstyled search-hits mb-0">
      {items.map((hit) => (
        <SearchHit key={hit.id} hit={hit} />
      ))}
    </ul>
  );
}

/** A kind's first hits under the articles, and a link to all of them when there are more. */
export function SearchSection({ group, moreHref }: { group: SearchGroupRecord; moreHref: string }) {
  return (
    <section className="search-section" aria-labelledby={searchSectionId(group.kind)}>
      <SearchSectionHeading kind={group.kind} title={group.title} total={group.total} more={group.more} />
      <SearchHitList items={group.items} />
      {group.total > group.items.length && (
        <a href={moreHref} className="search-more d-inline-block mt-3">
          {group.more
            ? format(text.seeAllMore, { count: countText(SEARCH_RANKED_MAX), kind: group.title })
            : format(text.seeAll, { count: countText(group.total), kind: group.title })}
        </a>
      )}
    </section>
  );
}
