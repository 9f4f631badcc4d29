import { messages } from '../../../shared/messages';
import type { ArticleCardView } from '../../../shared/views';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState, ErrorState } from '../../components/data-states';

/** A section's articles, or null when they could not be read (shown as the red error text). */
export type NewsResult = { ok: true; articles: ArticleCardView[] } | { ok: false };

interface NewsSectionProps {
  id: string;
  title: string;
  seeAllPath: string;
  result: NewsResult;
}

/** One of the three news sections on the home page: the three newest articles and "Lihat Semua". */
export function NewsSection({ id, title, seeAllPath, result }: NewsSectionProps) {
  return (
    <section className="news-section" aria-labelledby={id}>
      <div className="container">
        <div className="news-section-head">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <a href={seeAllPath} className="btn btn-outline-primary">
            {messages.common.seeAll}
            <span className="visually-hidden"> {title}</span>
          </a>
        </div>
        {!result.ok ? (
          <ErrorState text={messages.publicError.news} />
        ) : result.articles.length === 0 ? (
          <EmptyState text={messages.empty.news} />
        ) : (
          <ArticleGrid articles={result.articles} headingLevel="h3" />
        )}
      </div>
    </section>
  );
}
