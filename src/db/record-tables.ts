import { recordKind, type RECORD_KINDS, type RecordKind } from '../shared/record-kinds';
import type { Database } from './tables';

// The tables that shared/record-kinds.ts names, as the schema knows them.

type Kinds = typeof RECORD_KINDS;
type NamedTable = {
  [K in RecordKind]: Kinds[K]['table'] | (Kinds[K] extends { contentTable: infer T } ? T : never);
}[RecordKind];
/** Only a table of the schema fits here: a name in shared/record-kinds.ts that none has fails the type check. */
type SchemaTable<T extends keyof Database & string> = T;
export type RecordTable = SchemaTable<NamedTable>;

/** Where a kind's texts and images live: its `contentTable` (a page's versions), else its table. */
export function contentTableOf(kind: RecordKind): RecordTable {
  const { table, contentTable } = recordKind(kind);
  return (contentTable ?? table) as RecordTable;
}
