import { NAVBAR_SCROLL_THRESHOLD_PX } from '../../shared/constants/public-site';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether the menu is a panel over the page (narrow screens) rather than a bar (wide ones). */
function isPanel(panel: HTMLElement): boolean {
  return getComputedStyle(panel).position === 'fixed';
}

/**
 * The offcanvas menu of narrow screens (SPEC §2): a modal dialog opened by the toggler, closed by
 * its close button, the backdrop or Escape; focus stays inside while it is open and returns to the
 * toggler when it closes.
 */
function enhanceOffcanvas(root: ParentNode): void {
  const toggler = root.querySelector<HTMLButtonElement>('[data-menu-open]');
  const panel = document.getElementById(toggler?.getAttribute('aria-controls') ?? '');
  if (!toggler || !panel) return;
  let backdrop: HTMLDivElement | null = null;

  const close = () => {
    if (!panel.classList.contains('show')) return;
    panel.classList.remove('show');
    panel.removeAttribute('role');
    panel.removeAttribute('aria-modal');
    toggler.setAttribute('aria-expanded', 'false');
    backdrop?.remove();
    backdrop = null;
    document.body.style.overflow = '';
    toggler.focus();
  };
  const open = () => {
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.classList.add('show');
    toggler.setAttribute('aria-expanded', 'true');
    backdrop = document.createElement('div');
    backdrop.className = 'offcanvas-backdrop fade show';
    backdrop.addEventListener('click', close);
    document.body.append(backdrop);
    document.body.style.overflow = 'hidden';
    panel.querySelector<HTMLElement>('[data-menu-close]')?.focus();
  };

  toggler.addEventListener('click', open);
  for (const button of panel.querySelectorAll('[data-menu-close]')) button.addEventListener('click', close);
  panel.addEventListener('keydown', (event) => {
    if (!panel.classList.contains('show')) return;
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // Growing past the breakpoint turns the panel back into the bar.
  window.addEventListener('resize', () => {
    if (!isPanel(panel)) close();
  });
}

/**
 * Submenus: a button that shows its list. Opening one closes the others; Escape or a click
 * elsewhere closes it; arrow keys move through its links.
 */
function enhanceDropdowns(root: ParentNode): void {
  const toggles = [...root.querySelectorAll<HTMLButtonElement>('[data-dropdown-toggle]')];
  const menuOf = (toggle: HTMLButtonElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  const setOpen = (toggle: HTMLButtonElement, open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menuOf(toggle)?.classList.toggle('show', open);
  };
  const closeAll = (except?: HTMLButtonElement) => {
    for (const toggle of toggles) if (toggle !== except) setOpen(toggle, false);
  };

  for (const toggle of toggles) {
    const menu = menuOf(toggle);
    if (!menu) continue;
    const items = () => [...menu.querySelectorAll<HTMLElement>('a[href]')];
    toggle.addEventListener('click', () => {
      closeAll(toggle);
      setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
    });
    toggle.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      closeAll(toggle);
      setOpen(toggle, true);
      items()[0]?.focus();
    });
    menu.addEventListener('keydown', (event) => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        list[(index + step + list.length) % list.length]?.focus();
      }
    });
    toggle.parentElement?.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
      // An open submenu closes first; the panel around it stays open.
      event.stopPropagation();
      setOpen(toggle, false);
      toggle.focus();
    });
  }
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.dropdown')) closeAll();
  });
  // Leaving a submenu with Tab closes it.
  document.addEventListener('focusin', (event) => {
    const inside = event.target instanceof Element ? event.target.closest('.dropdown') : null;
    for (const toggle of toggles) if (toggle.parentElement !== inside) setOpen(toggle, false);
  });
}

/** SPEC §9: beyond 50 px of scrolling the bar turns compact with a shadow. */
function compactOnScroll(root: ParentNode): void {
  const navbar = root.querySelector<HTMLElement>('[data-navbar]');
  if (!navbar) return;
  const update = () => navbar.classList.toggle('is-scrolled', window.scrollY > NAVBAR_SCROLL_THRESHOLD_PX);
  update();
  window.addEventListener('scroll', update, { passive: true });
}

export function enhanceMenu(root: ParentNode): void {
  enhanceOffcanvas(root);
  enhanceDropdowns(root);
  compactOnScroll(root);
}
