import { messages } from '../../../shared/messages';
import { InfoSection, NumberedList } from '../../components/info-section';
import { PageHeader } from '../../components/page-header';
import { pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/service-programme-page';

const text = messages.pages.service;

export function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'service-programme');
  return { title: pageText(page).title, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const SECTIONS = [
  { id: 'skema', title: text.schemesTitle, items: text.schemes },
  { id: 'alur', title: text.flowTitle, items: text.flow },
  { id: 'luaran', title: text.outputsTitle, items: text.outputs },
] as const;

/** The community-service programme: what it is, its schemes, how to apply and the expected outputs. */
export default function ServiceProgrammePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="container container-article py-5">
        <p className="lead mb-5">{text.intro}</p>
        {SECTIONS.map((section) => (
          <InfoSection key={section.id} id={section.id} title={section.title}>
            <NumberedList items={section.items} className="numbered-list mb-0" />
          </InfoSection>
        ))}
      </div>
    </>
  );
}
