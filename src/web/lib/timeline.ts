/** SPEC §9: timeline lists are shown reversed, i.e. the newest entry on top. */
export function timelineOrder<T extends { createdAt: string; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
}
