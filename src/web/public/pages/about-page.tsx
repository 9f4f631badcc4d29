import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/page-header';
import { pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/about-page';

const text = messages.pages.about;

export function loader({ context, request }: Route.LoaderArgs) {
  const page = pageFor(request, 'about');
  return { title: pageText(page).title, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <ol className="numbered-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

/** Vision, three missions, four goals and nine targets, with an illustration (SPEC §2). */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="container py-5">
        <div className="row g-4 align-items-center mb-5">
          <div className="col-lg-7">
            <h2 className="section-title">{text.introTitle}</h2>
            <p className="lead">{text.intro}</p>
          </div>
          <div className="col-lg-5 text-center">
            <img
              src="/illustration-research.svg"
              alt={text.illustrationAlt}
              width={480}
              height={360}
              className="img-fluid"
              loading="lazy"
            />
          </div>
        </div>
        <section className="info-block vision-block" aria-labelledby="visi">
          <h2 id="visi" className="section-title">
            {text.visionTitle}
          </h2>
          <p className="vision-text">{text.vision}</p>
        </section>
        <div className="row g-4">
          <section className="col-lg-6" aria-labelledby="misi">
            <div className="info-block h-100">
              <h2 id="misi" className="section-title">
                {text.missionTitle}
              </h2>
              <NumberedList items={text.missions} />
            </div>
          </section>
          <section className="col-lg-6" aria-labelledby="tujuan">
            <div className="info-block h-100">
              <h2 id="tujuan" className="section-title">
                {text.goalTitle}
              </h2>
              <NumberedList items={text.goals} />
            </div>
          </section>
        </div>
        <section className="info-block mt-4" aria-labelledby="sasaran">
          <h2 id="sasaran" className="section-title">
            {text.targetTitle}
          </h2>
          <NumberedList items={text.targets} />
        </section>
      </div>
    </>
  );
}
