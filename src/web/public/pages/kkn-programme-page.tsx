import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/page-header';
import { cardDelay } from '../../lib/animation';
import { pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/kkn-programme-page';

const text = messages.pages.kkn;

export function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFor(request, 'kkn-programme');
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
        <section className="info-block" aria-labelledby="pengertian">
          <h2 id="pengertian" className="section-title">
            {text.definitionTitle}
          </h2>
          <p>{text.definition}</p>
        </section>
        <section className="info-block" aria-labelledby="dasar-hukum">
          <h2 id="dasar-hukum" className="section-title">
            {text.legalTitle}
          </h2>
          <ol className="numbered-list">
            {text.legal.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
        <section className="info-block" aria-labelledby="tujuan-manfaat">
          <h2 id="tujuan-manfaat" className="section-title">
            {text.goalsTitle}
          </h2>
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
        </section>
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
