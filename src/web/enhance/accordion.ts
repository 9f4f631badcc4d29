/**
 * Accordion headers (`[data-accordion-toggle]`, Bootstrap's accordion markup): each opens and
 * closes its own panel, so several sections may be open at once (SPEC §2). A button, so Enter and
 * Space work as they should.
 */
export function enhanceAccordions(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-accordion-toggle]')) {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!panel) continue;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      button.classList.toggle('collapsed', !open);
      panel.classList.toggle('show', open);
    });
  }
}
