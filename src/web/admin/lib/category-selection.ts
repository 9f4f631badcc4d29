/**
 * The document category a screen shows (SPEC §4): the selected one while it exists, otherwise the
 * first category, or none when there are no categories.
 */
export function effectiveCategoryId(categories: readonly { id: number }[], selectedId: number | null): number | null {
  if (selectedId !== null && categories.some((category) => category.id === selectedId)) return selectedId;
  return categories[0]?.id ?? null;
}
