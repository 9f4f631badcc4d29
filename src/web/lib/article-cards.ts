import type { AppLoadContext } from 'react-router';
import type { ArticleType } from '../../shared/constants/content';
import { ARTICLE_LIST_PAGE_SIZE } from '../../shared/constants/lists';
import { messages } from '../../shared/messages';
import { listQuery, loadOr } from './page-context';

/**
 * The page of article cards a list request asks for (`?page=`), of one category or of all, matched
 * on the server; a failure shows the articles' error text of SPEC §8.
 */
export function loadArticleCards(context: AppLoadContext, url: URL, category: ArticleType | undefined, query?: string) {
  return loadOr(
    context.services.searchArticles({
      query,
      category,
      page: listQuery(url).page,
      pageSize: ARTICLE_LIST_PAGE_SIZE,
    }),
    messages.publicError.articles,
  );
}
