import type { PageSectionView } from '../../shared/views';
import { splitAtHeadings } from '../../shared/page-sections';
import { cardDelay } from '../lib/animation';

// The parts of an editable page (its text is HTML from the article editor, sanitized on write and
// again when read): a section with its heading, the text before the first heading, numbered stages.

/** HTML of an editable page's text, as it is. */
export function PageBody({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`page-body ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One section: its h2 (named for screen readers by its id) and what follows it. */
export function PageSection({
  section,
  className = 'info-block',
  bodyClassName,
}: {
  section: PageSectionView;
  className?: string;
  bodyClassName?: string;
}) {
  return (
    <section className={className} aria-labelledby={section.id}>
      <h2 id={section.id} className="section-title" dangerouslySetInnerHTML={{ __html: section.heading }} />
      {section.body && <PageBody html={section.body} className={bodyClassName} />}
    </section>
  );
}

/** Whether a section is a sequence of steps: its h3 headings (the KKN stages). */
export function hasStages(section: PageSectionView): boolean {
  return splitAtHeadings(section.body, 'h3').sections.length > 0;
}

/** A section whose h3 headings are numbered steps, each with its text, appearing one after another. */
export function StagesSection({ section }: { section: PageSectionView }) {
  const { lead, sections: stages } = splitAtHeadings(section.body, 'h3');
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id} className="section-title" dangerouslySetInnerHTML={{ __html: section.heading }} />
      {lead && <PageBody html={lead} className="mb-4" />}
      <ol className="stage-list list-unstyled">
        {stages.map((stage, index) => (
          <li key={index} className="stage reveal" style={{ animationDelay: `${cardDelay(index)}ms` }}>
            <span className="stage-number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="stage-title" dangerouslySetInnerHTML={{ __html: stage.heading }} />
              {stage.body && <PageBody html={stage.body} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
