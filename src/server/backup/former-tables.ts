import { currentMigrationName } from '../../db/index';

// Tables and columns that a migration renamed (or whose meaning it moved to another column). A backup
// made before that migration lists the former names; its rows are restored under the current ones (the
// migrations of this version have already made the tables), so an older backup still restores after an
// upgrade.

interface Renamed {
  table: string;
  /** Former column → the columns it fills now (one column may become two). */
  columns: Record<string, string[]>;
  /** Columns the migration filled for the rows it found (where the column's default says otherwise). */
  values?: Record<string, unknown>;
}

const RENAMES: { migration: string; tables: Record<string, Renamed> }[] = [
  {
    migration: '2026-11-25T1000-staff-accounts',
    tables: {
      // The user name was `name`; the name shown starts as the user name (as the migration does).
      // Every account then was an admin, and is an Admin now.
      admins: { table: 'users', columns: { name: ['username', 'name'] }, values: { role: 'admin' } },
      sessions: { table: 'sessions', columns: { admin_id: ['user_id'] } },
    },
  },
  {
    migration: '2026-11-25T1400-hero-slide-texts',
    tables: {
      // A slide's title was only ever its image's alt text; its caption starts empty (as the migration does).
      hero_slides: { table: 'hero_slides', columns: { title: ['alt'] }, values: { title: '' } },
    },
  },
];

export type Row = Record<string, unknown>;

export interface CurrentTable {
  /** The table the rows go into now. */
  name: string;
  /** The backup's columns under their current names. */
  columns: string[];
  rename(row: Row): Row;
}

/** Where a table of a backup made with `migrations` goes in this version, and how its rows read now. */
export function currentTableOf(migrations: string[], table: { name: string; columns: string[] }): CurrentTable {
  const applied = new Set(migrations.map(currentMigrationName));
  let name = table.name;
  let columns = table.columns;
  const steps: Renamed[] = [];
  for (const rename of RENAMES) {
    const renamed = applied.has(rename.migration) ? undefined : rename.tables[name];
    if (!renamed) continue;
    name = renamed.table;
    const mapped = columns.flatMap((column) => renamed.columns[column] ?? [column]);
    // A column the migration filled, unless the backup's rows fill it now (a former column may keep its name).
    const added = Object.keys(renamed.values ?? {}).filter((column) => !mapped.includes(column));
    columns = [...mapped, ...added];
    steps.push(renamed);
  }
  return {
    name,
    columns,
    rename(row) {
      let current = row;
      for (const step of steps) {
        const next: Row = { ...step.values };
        for (const [column, value] of Object.entries(current)) {
          for (const target of step.columns[column] ?? [column]) next[target] = value;
        }
        current = next;
      }
      return current;
    },
  };
}
