import { useLocation } from 'react-router';
import { siteMessages } from '../../../shared/messages/site';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { SEARCH_PATH } from '../../../shared/site-pages';
import { SearchForm } from '../../components/search-form';
import { mainMenu, type NavLinkItem } from '../../lib/navigation';

const MENU_ID = 'menu-utama';

function MenuLink({ item, className, current }: { item: NavLinkItem; className: string; current: string }) {
  if ('external' in item) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span className="visually-hidden"> {siteMessages.newTab}</span>
      </a>
    );
  }
  const active = item.to === current;
  return (
    <a className={`${className}${active ? ' active' : ''}`} href={item.to} aria-current={active ? 'page' : undefined}>
      {item.label}
    </a>
  );
}

/**
 * Logo, search and the menu of SPEC §2 in Bootstrap's navbar markup: submenus drop down on wide
 * screens, and on narrow ones the menu is an offcanvas panel. The page script (enhance/menu.ts)
 * opens and closes them and makes the bar compact with a shadow after 50 px of scrolling.
 */
export function SiteHeader({
  settings,
  openSurveys = [],
}: {
  settings: SiteSettings;
  /** The surveys with an open period (their slugs): the menu links their own pages. */
  openSurveys?: readonly string[];
}) {
  const { pathname } = useLocation();
  return (
    <header className="site-navbar navbar navbar-expand-xl sticky-top" data-navbar>
      <div className="container-xxl flex-wrap">
        <a href="/" className="navbar-brand site-brand">
          <img src="/logo.svg" alt={siteMessages.logoAlt} width={44} height={44} className="site-logo" />
          <span className="site-brand-text">
            <span className="site-brand-name">{siteMessages.name}</span>
            <span className="site-brand-sub">{siteMessages.university}</span>
          </span>
        </a>
        <SearchForm
          action={SEARCH_PATH}
          placeholder={siteMessages.searchHeaderPlaceholder}
          className="header-search d-none d-md-block ms-auto me-2 me-xl-0"
          compact
        />
        <button
          type="button"
          className="navbar-toggler"
          aria-controls={MENU_ID}
          aria-expanded="false"
          aria-label={siteMessages.openMenu}
          data-menu-open
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id={MENU_ID} className="offcanvas offcanvas-end" tabIndex={-1} aria-labelledby={`${MENU_ID}-judul`}>
          <div className="offcanvas-header">
            <h2 className="offcanvas-title h5" id={`${MENU_ID}-judul`}>
              {siteMessages.menuTitle}
            </h2>
            <button type="button" className="btn-close" aria-label={siteMessages.closeMenu} data-menu-close />
          </div>
          <div className="offcanvas-body">
            <SearchForm
              action={SEARCH_PATH}
              placeholder={siteMessages.searchHeaderPlaceholder}
              className="d-md-none mb-3"
              compact
            />
            <nav aria-label={siteMessages.mainMenu} className="main-nav">
              <ul className="navbar-nav">
                {mainMenu(settings, openSurveys).map((item) =>
                  'items' in item ? (
                    <li className="nav-item dropdown" key={item.id}>
                      <button
                        type="button"
                        className={`nav-link dropdown-toggle${item.items.some((child) => 'to' in child && child.to === pathname) ? ' active' : ''}`}
                        aria-expanded="false"
                        aria-controls={`menu-${item.id}`}
                        data-dropdown-toggle
                      >
                        {item.label}
                      </button>
                      <ul className="dropdown-menu" id={`menu-${item.id}`}>
                        {item.items.map((child) => (
                          <li key={child.label}>
                            <MenuLink item={child} className="dropdown-item" current={pathname} />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li className="nav-item" key={item.label}>
                      <MenuLink item={item} className="nav-link" current={pathname} />
                    </li>
                  ),
                )}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}
