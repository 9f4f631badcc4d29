import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NAVBAR_SCROLL_THRESHOLD_PX } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { SEARCH_PATH } from '../../../shared/site-pages';
import { SearchForm } from '../../components/search-form';
import { mainMenu, type NavLinkItem } from '../../lib/navigation';
import { useScrolledPast } from './use-scrolled-past';

const MENU_ID = 'menu-utama';

function MenuLink({ item, inDropdown }: { item: NavLinkItem; inDropdown: boolean }) {
  const Item = inDropdown ? NavDropdown.Item : Nav.Link;
  if ('external' in item) {
    return (
      <Item href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span className="visually-hidden"> {messages.site.newTab}</span>
      </Item>
    );
  }
  return (
    <Item as={NavLink} to={item.to} end>
      {item.label}
    </Item>
  );
}

/**
 * Logo, search and the menu of SPEC §2: dropdowns on wide screens, an offcanvas panel on narrow
 * ones. After 50 px of scrolling the bar turns compact with a shadow.
 */
export function SiteHeader({ settings }: { settings: SiteSettings }) {
  const location = useLocation();
  // The panel is open only for the location it was opened on: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const expanded = openedAt === location.key;
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);

  return (
    <Navbar
      as="header"
      // The header is the page's banner; the menu inside is the navigation landmark.
      role="banner"
      expand="xl"
      sticky="top"
      expanded={expanded}
      onToggle={(next) => setOpenedAt(next ? location.key : null)}
      className={`site-navbar${scrolled ? ' is-scrolled' : ''}`}
    >
      <Container fluid="xxl" className="flex-wrap">
        <Navbar.Brand as={Link} to="/" className="site-brand">
          <img src="/logo.svg" alt={messages.site.logoAlt} width={44} height={44} className="site-logo" />
          <span className="site-brand-text">
            <span className="site-brand-name">{messages.site.name}</span>
            <span className="site-brand-sub">{messages.site.university}</span>
          </span>
        </Navbar.Brand>
        <SearchForm
          action={SEARCH_PATH}
          placeholder={messages.site.searchHeaderPlaceholder}
          className="header-search d-none d-md-block ms-auto me-2 me-xl-0"
          compact
        />
        <Navbar.Toggle aria-controls={MENU_ID} label={messages.site.openMenu} />
        <Navbar.Offcanvas id={MENU_ID} placement="end" aria-labelledby={`${MENU_ID}-judul`}>
          <Offcanvas.Header closeButton closeLabel={messages.site.closeMenu}>
            <Offcanvas.Title id={`${MENU_ID}-judul`}>{messages.site.menuTitle}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <SearchForm
              action={SEARCH_PATH}
              placeholder={messages.site.searchHeaderPlaceholder}
              className="d-md-none mb-3"
              compact
            />
            <Nav as="nav" aria-label={messages.site.mainMenu} className="main-nav">
              {mainMenu(settings).map((item) =>
                'items' in item ? (
                  <NavDropdown
                    key={item.id}
                    id={`menu-${item.id}`}
                    title={item.label}
                    renderMenuOnMount
                    active={item.items.some((child) => 'to' in child && child.to === location.pathname)}
                  >
                    {item.items.map((child) => (
                      <MenuLink key={child.label} item={child} inDropdown />
                    ))}
                  </NavDropdown>
                ) : (
                  <MenuLink key={item.label} item={item} inDropdown={false} />
                ),
              )}
            </Nav>
          </Offcanvas.Body>
        </Navbar.Offcanvas>
      </Container>
    </Navbar>
  );
}
