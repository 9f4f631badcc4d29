import { messages } from '../../../shared/messages';
import { InfoSection, NumberedList } from '../../components/info-section';
import { PageHeader } from '../../components/page-header';
import { pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/about-page';

const text = messages.pages.about;

export function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'about');
  return { title: pageText(page).title, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
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
        <InfoSection id="visi" title={text.visionTitle} className="info-block vision-block">
          <p className="vision-text">{text.vision}</p>
        </InfoSection>
        <div className="row g-4">
          <div className="col-lg-6">
            <InfoSection id="misi" title={text.missionTitle} className="info-block h-100">
              <NumberedList items={text.missions} />
            </InfoSection>
          </div>
          <div className="col-lg-6">
            <InfoSection id="tujuan" title={text.goalTitle} className="info-block h-100">
              <NumberedList items={text.goals} />
            </InfoSection>
          </div>
        </div>
        <InfoSection id="sasaran" title={text.targetTitle} className="info-block mt-4">
          <NumberedList items={text.targets} />
        </InfoSection>
      </div>
    </>
  );
}
