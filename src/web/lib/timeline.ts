/** SPEC §9: timeline lists are shown reversed, i.e. the newest entry on top. */
export function timelineOrder<T extends { createdAt: string; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
}

/** Current versions and the ones that were replaced (kept for the record), each in the order given. */
export function currentAndOld<T extends { replacedBy: unknown }>(items: readonly T[]): { current: T[]; old: T[] } {
  return {
    current: items.filter((item) => item.replacedBy === null),
    old: items.filter((item) => item.replacedBy !== null),
  };
}
