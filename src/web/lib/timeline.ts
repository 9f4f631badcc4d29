/**
 * SPEC §9: timeline lists are shown reversed. The file links come as SPEC §7 answers them (oldest first,
 * or the reverse of the order staff gave them), so reversed they are newest on top, or in that order.
 */
export function timelineOrder<T>(items: readonly T[]): T[] {
  return [...items].reverse();
}

/** Current versions and the ones that were replaced (kept for the record), each in the order given. */
export function currentAndOld<T extends { replacedBy: unknown }>(items: readonly T[]): { current: T[]; old: T[] } {
  return {
    current: items.filter((item) => item.replacedBy === null),
    old: items.filter((item) => item.replacedBy !== null),
  };
}
