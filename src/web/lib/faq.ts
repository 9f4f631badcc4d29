import type { FaqView } from '../../shared/views';

/** FAQ entries in their order, gathered under their groups (a group sits where its first entry is). */
export function groupFaq(entries: readonly FaqView[]): { name: string; entries: FaqView[] }[] {
  const groups = new Map<string, FaqView[]>();
  for (const entry of entries) {
    const group = groups.get(entry.group);
    if (group) group.push(entry);
    else groups.set(entry.group, [entry]);
  }
  return [...groups].map(([name, grouped]) => ({ name, entries: grouped }));
}
