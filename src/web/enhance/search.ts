import { navigateTo } from './page-loading';

/**
 * Search forms are plain GET forms (they work without script). Here a blank term (after trimming)
 * does nothing (SPEC §2), and a search goes to `{action}?q={encoded term}`, the term trimmed and
 * percent-encoded as the specification's links are.
 */
export function guardSearchForms(root: ParentNode, go: (href: string) => void = navigateTo): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[role="search"]')) {
    form.addEventListener('submit', (event) => {
      const input = form.elements.namedItem('q');
      if (!(input instanceof HTMLInputElement)) return;
      event.preventDefault();
      const term = input.value.trim();
      if (!term) {
        input.focus();
        return;
      }
      go(`${form.getAttribute('action') ?? ''}?q=${encodeURIComponent(term)}`);
    });
  }
}
