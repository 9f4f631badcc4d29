// An address that opens one record in its screen's form, and its history at one revision:
// `/admin/informasi-kkn?ubah=article-12&revisi=34`. The activity log links its rows so; the kind's
// name in the value keeps two lists of one screen (guide files and articles) apart.

const EDIT_PARAM = 'ubah';
const REVISION_PARAM = 'revisi';

/** The address of a screen that opens record `id` of the kind named `name` (and its revision). */
export function editAddress(path: string, name: string, id: number, revisionId?: number | null): string {
  const params = new URLSearchParams({ [EDIT_PARAM]: `${name}-${id}` });
  if (revisionId !== undefined && revisionId !== null) params.set(REVISION_PARAM, String(revisionId));
  return `${path}?${params.toString()}`;
}

/** What an address asks of the kind named `name`: a record to edit, and a revision to show. */
export function editRequest(
  params: URLSearchParams,
  name: string | undefined,
): { id: number; revisionId: number | undefined } | undefined {
  const value = params.get(EDIT_PARAM);
  if (!name || !value?.startsWith(`${name}-`)) return undefined;
  const id = Number(value.slice(name.length + 1));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const revision = Number(params.get(REVISION_PARAM));
  return { id, revisionId: Number.isInteger(revision) && revision > 0 ? revision : undefined };
}
