/**
 * SPEC §9: timeline lists are shown reversed. The file links come as SPEC §7 answers them (oldest first,
 * or the reverse of the order staff gave them), so reversed they are newest on top, or in that order.
 */
export function timelineOrder<T>(items: readonly T[]): T[] {
  return [...items].reverse();
}
