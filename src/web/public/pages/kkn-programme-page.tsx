import { messages } from '../../../shared/messages';
import { InfoSection, NumberedList } from '../../components/info-section';
import { PageHeader } from '../../components/page-header';
import { cardDelay } from '../../lib/animation';
import { pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/kkn-programme-page';

const text = messages.pages.kkn;

export function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'kkn-programme');
  return { title: pageText(page).title, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Legal basis, goals and benefits, definition and the seven implementation stages (SPEC §2). */
export default function KknProgrammePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="container container-article py-5">
        <InfoSection id="pengertian" title={text.definitionTitle}>
          <p>{text.definition}</p>
        </InfoSection>
        <InfoSection id="dasar-hukum" title={text.legalTitle}>
          <NumberedList items={text.legal} />
        </InfoSection>
        <InfoSection id="tujuan-manfaat" title={text.goalsTitle}>
          <p>{text.goalsIntro}</p>
          <ul>
            {text.goals.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{text.benefitsIntro}</p>
          <ul className="mb-0">
            {text.benefits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </InfoSection>
        <section aria-labelledby="tahapan">
          <h2 id="tahapan" className="section-title">
            {text.stagesTitle}
          </h2>
          <ol className="stage-list list-unstyled">
            {text.stages.map((stage, index) => (
              <li key={stage.title} className="stage reveal" style={{ animationDelay: `${cardDelay(index)}ms` }}>
                <span className="stage-number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="stage-title">{stage.title}</h3>
                  <p className="mb-0">{stage.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
