import { siteMessages } from '../../shared/messages/site';
import { useSiteTexts } from './site-texts';

/**
 * The banner on inner pages: the page's h1 and the subtitle about getting to know P3M and UNIM (set in
 * Pengaturan Situs).
 */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  const texts = useSiteTexts();
  return (
    <header className="page-header">
      <div className="container">
        <nav aria-label={siteMessages.breadcrumb}>
          <ol className="breadcrumb page-header-breadcrumb">
            <li className="breadcrumb-item">
              <a href="/">{siteMessages.nav.home}</a>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {title}
            </li>
          </ol>
        </nav>
        <h1 className="page-header-title">{title}</h1>
        <p className="page-header-subtitle">{subtitle ?? texts.pageHeaderSubtitle}</p>
      </div>
    </header>
  );
}
