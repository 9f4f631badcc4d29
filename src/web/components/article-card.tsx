import { format, messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import type { ArticleCardView } from '../../shared/views';
import { cardDelay } from '../lib/animation';
import { ResponsiveImage } from './responsive-image';

interface ArticleCardProps {
  article: ArticleCardView;
  index: number;
  stepMs?: number | undefined;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first row of a page may be above the fold. */
  priority?: boolean;
}

export function ArticleCard({ article, index, stepMs, headingLevel: Heading = 'h3', priority }: ArticleCardProps) {
  return (
    <article className="card article-card h-100 reveal" style={{ animationDelay: `${cardDelay(index, stepMs)}ms` }}>
      <div className="article-card-media">
        {article.thumbnail ? (
          <ResponsiveImage
            src={article.thumbnail}
            alt={article.thumbnailAlt || format(siteMessages.article.thumbnailAlt, { title: article.title })}
            width={800}
            height={450}
            sizes="(min-width: 992px) 400px, (min-width: 768px) 50vw, 100vw"
            className="article-card-image"
            priority={priority}
          />
        ) : (
          <div className="article-card-placeholder" aria-hidden="true" />
        )}
        <time className="date-badge" dateTime={article.publishedAt}>
          <span className="date-badge-day">{article.day}</span>
          <span className="date-badge-month">{article.month}</span>
        </time>
      </div>
      <div className="card-body d-flex flex-column">
        <Heading className="article-card-title">
          <a href={`/article/${article.slug}`} className="stretched-link">
            {article.title}
          </a>
        </Heading>
        <p className="article-card-meta">
          {messages.common.by} {article.author}
        </p>
        <p className="article-card-excerpt">{article.excerpt}</p>
      </div>
    </article>
  );
}

interface ArticleGridProps {
  articles: ArticleCardView[];
  stepMs?: number | undefined;
  headingLevel?: 'h2' | 'h3';
  priorityRow?: boolean;
}

/** Three columns on desktop, two on tablets, one on phones. */
export function ArticleGrid({ articles, stepMs, headingLevel, priorityRow = false }: ArticleGridProps) {
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled article-grid">
      {articles.map((article, index) => (
        <li className="col" key={article.id}>
          <ArticleCard
            article={article}
            index={index}
            stepMs={stepMs}
            headingLevel={headingLevel}
            priority={priorityRow && index < 3}
          />
        </li>
      ))}
    </ul>
  );
}
