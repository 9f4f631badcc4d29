import { SEARCH_KINDS } from '../../shared/record-kinds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEARCH_API_LIMIT_MAX, SEARCH_KIND_PAGE_SIZE, SEARCH_SECTION_LIMIT } from '../../shared/constants/lists';

import { messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { searchQuerySchema, searchResultSchema } from '../../shared/schemas/search';
import { searchSite } from '../services/site-search';

const description =
  `The site search: articles, editable pages, documents, file links, FAQ entries and videos that visitors ` +
  `may see now (published, not in the trash; a page's visible version only). Each word of \`q\` must start ` +
  `a word of the record, all words are required; at most 8 words of the first 100 characters are read, ` +
  `and punctuation or operators only separate words. Each kind's hits come most relevant first (a title ` +
  `above the text), then newest. Without \`kind\` every kind is one group of up to ` +
  `${SEARCH_SECTION_LIMIT} hits (\`limit\`), with it that kind alone, ${SEARCH_KIND_PAGE_SIZE} hits unless ` +
  `\`limit\` says (at most ${SEARCH_API_LIMIT_MAX}); \`offset\` skips that many hits of each kind. A \`q\` ` +
  `without a word finds nothing. Answers are cached per content version; an address's searches that are ` +
  `not cached are limited per minute (429 with Retry-After).`;

/** `GET /api/search`: the one search of the site (services/site-search.ts), as the search page uses it. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  api.get(
    '/',
    {
      // Visitors' view for everyone, staff included: the search shows what the public site shows.
      config: { publicRead: true, budget: 'search' },
      schema: {
        tags: ['search'],
        description,
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request) => {
      const { q, kind, limit, offset } = request.query;
      const size = limit ?? (kind ? SEARCH_KIND_PAGE_SIZE : SEARCH_SECTION_LIMIT);
      return searchSite(db, q, kind ? [kind] : SEARCH_KINDS, app.clock.now(), { limit: size, offset });
    },
  );
}
