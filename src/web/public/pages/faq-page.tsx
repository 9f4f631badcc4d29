import type { FaqView } from '../../../shared/views';
import { groupFaq } from '../../lib/faq';
import { messages } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import { EmptyState } from '../../components/data-states';
import { PageBody } from '../../components/page-section';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/faq-page';

const text = siteMessages.faq;

/** The questions and answers for search engines (schema.org FAQPage), answers as plain text. */
function faqPageJsonLd(entries: readonly FaqView[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
    })),
  };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'faq');
  const entries = await loadOr(context.services.faqEntries(), messages.publicError.data);
  const seo = seoFor(context.publicUrl, page);
  return {
    title: pageText(page).title,
    groups: groupFaq(entries),
    seo: entries.length > 0 ? { ...seo, jsonLd: faqPageJsonLd(entries) } : seo,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * The FAQ (kept by staff under "FAQ"): each question opens its answer (a native disclosure: no script,
 * keyboard and screen readers work as with any), grouped under headings when staff gave groups. With
 * no questions yet, the page says so (SPEC §2).
 */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { title, groups } = loaderData;
  return (
    <>
      <PageHeader title={title} />
      <section className="container container-article py-5" aria-labelledby="faq-judul">
        <h2 id="faq-judul" className="section-title">
          {text.heading}
        </h2>
        {groups.length === 0 ? (
          <EmptyState text={text.empty} />
        ) : (
          groups.map((group) => (
            <div key={group.name} className="faq-group">
              {group.name && <h3 className="faq-group-title">{group.name}</h3>}
              {group.entries.map((entry) => (
                <details key={entry.id} id={`faq-${entry.id}`} className="faq-item">
                  <summary className="faq-question">{entry.question}</summary>
                  <PageBody html={entry.answer} className="faq-answer" />
                </details>
              ))}
            </div>
          ))
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.data} />;
}
