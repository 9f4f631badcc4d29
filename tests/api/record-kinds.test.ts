import { expect, it } from 'vitest';
import { RECORD_KIND_NAMES, recordKind, type RecordKind } from '../../src/shared/record-kinds';
import { describeEachDatabase } from '../helpers/test-app';

/** Every column an entry of shared/record-kinds.ts names, with the table it must be in. */
function namedColumns(kind: RecordKind): { table: string; column: string }[] {
  const descriptor = recordKind(kind);
  const content = descriptor.contentTable ?? descriptor.table;
  const at = (table: string) => (column: string) => ({ table, column });
  const children = descriptor.contains ? recordKind(descriptor.contains.kind as RecordKind).table : undefined;
  return [
    at(descriptor.table)('id'),
    at(content)(descriptor.titleColumn),
    ...(descriptor.typeColumn ? [at(descriptor.table)(descriptor.typeColumn)] : []),
    ...[...(descriptor.images?.files ?? []), ...(descriptor.images?.html ?? [])].map(at(content)),
    ...(descriptor.trash ? ['deleted_at', 'deleted_by'].map(at(descriptor.table)) : []),
    ...(descriptor.contains && children
      ? [descriptor.contains.foreignKey, descriptor.contains.withParent].map(at(children))
      : []),
    ...(descriptor.revisions?.restored ?? []).map(at(content)),
    ...(descriptor.publishing
      ? [descriptor.publishing.status, descriptor.publishing.publishedAt, descriptor.publishing.endsAt]
          .filter((column): column is string => column !== null)
          .map(at(content))
      : []),
    ...(descriptor.linkCheck || descriptor.stableLink ? [at(descriptor.table)('file_url')] : []),
    ...(descriptor.ordered ? [at(descriptor.table)('position')] : []),
  ];
}

describeEachDatabase('the kinds of record', (ctx) => {
  it('name only tables and columns the migrated database has', async () => {
    const tables = await ctx().db.introspection.getTables();
    const columns = new Set(tables.flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}`)));
    const missing = RECORD_KIND_NAMES.flatMap((kind) =>
      namedColumns(kind)
        .map(({ table, column }) => `${kind}: ${table}.${column}`)
        .filter((name) => !columns.has(name.slice(name.indexOf(' ') + 1))),
    );
    expect(missing).toEqual([]);
  });

  it('hold another kind only when that kind goes to the trash too', () => {
    for (const kind of RECORD_KIND_NAMES) {
      const { contains, trash } = recordKind(kind);
      if (!contains) continue;
      expect(trash, kind).toBe(true);
      expect(recordKind(contains.kind as RecordKind).trash, contains.kind).toBe(true);
    }
  });
});
