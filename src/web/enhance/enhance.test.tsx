// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../shared/schemas/settings';
import { ClickToLoadFrame } from '../components/click-to-load-frame';
import { DocumentAccordion } from '../components/document-accordion';
import { LoadingState } from '../components/data-states';
import { SearchForm } from '../components/search-form';
import { SiteHeader } from '../public/layout/site-header';
import { enhanceAccordions } from './accordion';
import { enhanceFrames } from './frames';
import { enhanceMenu } from './menu';
import { announceNavigation, showLoadingOnNavigation } from './page-loading';
import { guardSearchForms } from './search';

// Each enhancement is tried on the markup the server renders for it, as a browser would get it.
function serve(element: ReactElement, path = '/'): void {
  document.body.innerHTML = renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name,
  ) as HTMLButtonElement;
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('search forms', () => {
  it('are labelled GET forms that go to {action}?q={encoded, trimmed term} and ignore a blank term', () => {
    serve(<SearchForm action="/search-page" placeholder="Cari artikel..." />);
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search-page');
    expect(document.querySelector('label')?.textContent).toBe('Cari artikel');
    const opened: string[] = [];
    guardSearchForms(document, (href) => opened.push(href));
    const submit = (term: string) => {
      (form.elements.namedItem('q') as HTMLInputElement).value = term;
      const event = new Event('submit', { cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit('   ')).toBe(true);
    expect(opened).toEqual([]);
    expect(submit('  KKN & desa ')).toBe(true);
    expect(opened).toEqual(['/search-page?q=KKN%20%26%20desa']);
  });
});

describe('document accordion', () => {
  const record = (id: number, name: string) => ({
    id,
    file_name: `${name} 2026`,
    file_url: `https://contoh.id/${id}.pdf`,
    kategori: { id, name },
    href: `/d/dokumen/${id}`,
    replacedBy: null,
  });
  const groups = [
    { name: 'Panduan', documents: [record(1, 'Panduan')] },
    { name: 'SK', documents: [record(2, 'SK')] },
  ];

  it('opens the first section, and each header opens and closes its own, several at once', () => {
    serve(<DocumentAccordion groups={groups} />);
    enhanceAccordions(document);
    const [first, second] = [...document.querySelectorAll<HTMLButtonElement>('[data-accordion-toggle]')];
    const panel = (header: HTMLButtonElement | undefined) =>
      document.getElementById(header?.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(panel(first).classList.contains('show')).toBe(true);
    expect(second?.getAttribute('aria-expanded')).toBe('false');
    second?.click();
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    expect(panel(second).classList.contains('show')).toBe(true);
    expect(panel(first).classList.contains('show')).toBe(true);
    first?.click();
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    expect(panel(first).classList.contains('show')).toBe(false);
  });
});

describe('click-to-load frames', () => {
  it('put no frame in the page until the button is pressed', () => {
    serve(
      <ClickToLoadFrame src="https://www.youtube-nocookie.com/embed/abc" title="Video" buttonLabel="Putar video" />,
    );
    enhanceFrames(document);
    expect(document.querySelector('iframe')).toBeNull();
    button('Putar video').click();
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(frame?.title).toBe('Video');
    expect(document.querySelector('button')).toBeNull();
  });
});

describe('site menu', () => {
  it('opens as a modal panel, traps nothing once closed, and closes with its button and with Escape', () => {
    serve(<SiteHeader settings={DEFAULT_SITE_SETTINGS} />);
    enhanceMenu(document);
    const toggler = button('Buka menu');
    const panel = document.getElementById('menu-utama') as HTMLElement;
    expect(panel.getAttribute('role')).toBeNull();

    toggler.click();
    expect(panel.classList.contains('show')).toBe(true);
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(toggler.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button('Tutup menu'));
    expect(document.querySelector('.offcanvas-backdrop')).not.toBeNull();

    button('Tutup menu').click();
    expect(panel.classList.contains('show')).toBe(false);
    expect(panel.getAttribute('role')).toBeNull();
    expect(document.querySelector('.offcanvas-backdrop')).toBeNull();
    expect(document.activeElement).toBe(toggler);

    toggler.click();
    key(panel, 'Escape');
    expect(panel.classList.contains('show')).toBe(false);
    toggler.click();
    (document.querySelector('.offcanvas-backdrop') as HTMLElement).click();
    expect(panel.classList.contains('show')).toBe(false);
  });

  it('drops one submenu at a time; Escape closes the submenu before the panel', () => {
    serve(<SiteHeader settings={DEFAULT_SITE_SETTINGS} />, '/sk-rektor');
    enhanceMenu(document);
    const profile = button('Profil');
    const research = button('Penelitian');
    const menuOf = (toggle: HTMLButtonElement) =>
      document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    // The group of the current page is marked, and so is the page's own link.
    expect(research.classList.contains('active')).toBe(true);
    expect(menuOf(research).querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/sk-rektor');

    profile.click();
    expect(profile.getAttribute('aria-expanded')).toBe('true');
    expect(menuOf(profile).classList.contains('show')).toBe(true);
    research.click();
    expect(profile.getAttribute('aria-expanded')).toBe('false');
    expect(menuOf(research).classList.contains('show')).toBe(true);

    key(research, 'ArrowDown');
    expect(document.activeElement).toBe(menuOf(research).querySelector('a'));

    button('Buka menu').click();
    research.click();
    key(menuOf(research).querySelector('a') as HTMLElement, 'Escape');
    expect(research.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(research);
    expect(document.getElementById('menu-utama')?.classList.contains('show')).toBe(true);

    document.body.click();
    expect(menuOf(research).classList.contains('show')).toBe(false);
  });

  it('external entries open in a new tab and say so', () => {
    serve(<SiteHeader settings={DEFAULT_SITE_SETTINGS} />);
    const ejournal = [...document.querySelectorAll('a')].find((link) => link.textContent?.startsWith('E-Jurnal'));
    expect(ejournal?.getAttribute('target')).toBe('_blank');
    expect(ejournal?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ejournal?.textContent).toContain('(membuka tab baru)');
  });
});

describe('loading text while the next page is fetched', () => {
  function page() {
    serve(
      <>
        <main>
          <div className="page-loading" hidden data-page-loading>
            <LoadingState text="" />
          </div>
          <a href="/article/kabar">Kabar</a>
          <a href="/rss.xml">RSS</a>
          <a href="/dokumen-penelitian" target="_blank">
            Dokumen
          </a>
        </main>
        <SearchForm action="/search-page" placeholder="Cari" />
      </>,
    );
    showLoadingOnNavigation(document);
    // The browser's navigation is not under test: only what the page says meanwhile.
    guardSearchForms(document, announceNavigation);
  }
  const indicator = () => document.querySelector<HTMLElement>('[data-page-loading]');
  const click = (text: string) => {
    const link = [...document.querySelectorAll('a')].find((element) => element.textContent === text);
    // Only the indicator is under test; the navigation itself is the browser's.
    link?.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  };

  it('names what is loading for pages of the site only', () => {
    page();
    click('RSS');
    click('Dokumen');
    expect(indicator()?.hidden).toBe(true);
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    const link = document.querySelector('a[href="/article/kabar"]') as HTMLAnchorElement;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(indicator()?.hidden).toBe(true);
  });

  it('shows "Memuat artikel..." for an article and for a search, not for a blank search', () => {
    page();
    const link = document.querySelector('a[href="/article/kabar"]') as HTMLAnchorElement;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(indicator()?.hidden).toBe(false);
    expect(indicator()?.textContent).toBe('Memuat artikel...');
    expect(document.querySelector('main')?.getAttribute('aria-busy')).toBe('true');

    page();
    const form = document.querySelector('form') as HTMLFormElement;
    (form.elements.namedItem('q') as HTMLInputElement).value = '  ';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(indicator()?.hidden).toBe(true);
    (form.elements.namedItem('q') as HTMLInputElement).value = 'kkn';
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(indicator()?.hidden).toBe(false);
    expect(indicator()?.textContent).toBe('Memuat artikel...');
  });
});
