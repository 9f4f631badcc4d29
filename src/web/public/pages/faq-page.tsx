import { messages } from '../../../shared/messages';
import { EmptyState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/faq-page';

export function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'faq');
  return { title: pageText(page).title, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** SPEC §2: the FAQ page exists but has no questions yet. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <section className="container py-5" aria-labelledby="faq-judul">
        <h2 id="faq-judul" className="section-title">
          {messages.site.faq.heading}
        </h2>
        <EmptyState text={messages.site.faq.empty} />
      </section>
    </>
  );
}
