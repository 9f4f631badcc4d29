/**
 * Versions of documents and file links: a record "Diganti oleh" (superseded by) another is an old
 * version; following the successors leads to the current one. Only live records count: a record whose
 * successor is in the trash is current again (until that one is restored). Safe on a loop in stored
 * data (the write rule refuses them; each record is visited once).
 */
export function currentVersionOf(successors: ReadonlyMap<number, number | null>, id: number): number | null {
  let current: number | null = null;
  const seen = new Set<number>([id]);
  for (let next = successors.get(id); next != null && successors.has(next) && !seen.has(next);) {
    current = next;
    seen.add(next);
    next = successors.get(next);
  }
  return current;
}
