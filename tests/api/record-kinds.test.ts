import { expect, it } from 'vitest';
import { recordTable } from '../../src/db/record-tables';
import { RECORD_KIND_NAMES, recordKind, type RecordKind } from '../../src/shared/record-kinds';
import { describeEachDatabase } from '../helpers/test-app';

/** Every column a kind's entries name (src/shared/record-kinds.ts, src/db/record-tables.ts), with its table. */
function namedColumns(kind: RecordKind): { table: string; column: string }[] {
  const capabilities = recordKind(kind);
  const storage = recordTable(kind);
  const content = storage.contentTable ?? storage.table;
  const at = (table: string) => (column: string) => ({ table, column });
  return [
    at(storage.table)('id'),
    at(content)(storage.titleColumn),
    ...(storage.typeColumn ? [at(storage.table)(storage.typeColumn)] : []),
    ...[...(storage.images?.files ?? []), ...(storage.images?.html ?? [])].map(at(content)),
    ...(capabilities.trash ? ['deleted_at', 'deleted_by'].map(at(storage.table)) : []),
    ...(storage.contains
      ? [storage.contains.foreignKey, storage.contains.withParent].map(at(recordTable(storage.contains.kind).table))
      : []),
    ...(storage.restored ?? []).map(at(content)),
    ...(storage.moments
      ? [storage.moments.status, storage.moments.publishedAt, storage.moments.endsAt]
          .filter((column): column is string => column !== null)
          .map(at(content))
      : []),
    ...(capabilities.linkCheck || capabilities.stableLink ? [at(storage.table)('file_url')] : []),
    ...(capabilities.ordered ? [at(storage.table)('position')] : []),
  ];
}

describeEachDatabase('the kinds of record', (ctx) => {
  it('name only tables and columns the migrated database has', async () => {
    const tables = await ctx().db.introspection.getTables();
    const columns = new Set(tables.flatMap((table) => table.columns.map((column) => `${table.name}.${column.name}`)));
    const missing = RECORD_KIND_NAMES.flatMap((kind) =>
      namedColumns(kind)
        .map(({ table, column }) => `${table}.${column}`)
        .filter((name) => !columns.has(name))
        .map((name) => `${kind}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('hold another kind only when both go to the trash', () => {
    for (const kind of RECORD_KIND_NAMES) {
      const { contains } = recordTable(kind);
      if (!contains) continue;
      expect(recordKind(kind).trash, kind).toBe(true);
      expect(recordKind(contains.kind).trash, contains.kind).toBe(true);
    }
  });
});
