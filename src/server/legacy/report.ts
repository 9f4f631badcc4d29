import { formatTable } from '../backup/text-table';

/** The kinds of old records, in the order they are imported and reported. */
export const IMPORT_KINDS = [
  'Admins',
  'Articles',
  'files',
  'Document categories',
  'Documents',
  'profiles',
  'Youtubes',
  'Forms',
  'Images',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** `Articles #7`, or `Images for article #7` when the subject is another record. */
function label(kind: ImportKind, id: string): string {
  return /^[a-z]+ #/.test(id) ? `${kind} for ${id}` : `${kind} #${id}`;
}

interface KindCounts {
  found: number;
  imported: number;
  /** Imported by an earlier run and changed since in the old system only: brought over. */
  updated: number;
  /** Imported by an earlier run and changed since on both sides: left as they are here, reported. */
  conflicts: number;
  /** Imported by an earlier run: left as they are. */
  already: number;
  skipped: Map<string, number>;
  /** Imported by an earlier run and deleted in the old system since: kept here, reported. */
  deletedThere: number;
}

/** What happened to each old record: counts per kind, reasons for skips, and notes worth reading. */
export class ImportReport {
  private readonly counts = new Map<ImportKind, KindCounts>();
  /** One line per record that was skipped or changed on the way, e.g. `Articles #7: ...`. */
  readonly details: string[] = [];
  /** Where records without a home in this product went, and other facts about the whole run. */
  readonly notes = new Set<string>();

  private of(kind: ImportKind): KindCounts {
    let entry = this.counts.get(kind);
    if (!entry) {
      entry = { found: 0, imported: 0, updated: 0, conflicts: 0, already: 0, skipped: new Map(), deletedThere: 0 };
      this.counts.set(kind, entry);
    }
    return entry;
  }

  found(kind: ImportKind, count = 1): void {
    this.of(kind).found += count;
  }

  imported(kind: ImportKind): void {
    this.of(kind).imported += 1;
  }

  /** How many records this run imported or updated. */
  changedRecords(): number {
    let total = 0;
    for (const entry of this.counts.values()) total += entry.imported + entry.updated;
    return total;
  }

  updated(kind: ImportKind): void {
    this.of(kind).updated += 1;
  }

  /** A record changed in the old system and here since the last run: this side is kept. */
  conflict(kind: ImportKind, id: string, detail: string): void {
    this.of(kind).conflicts += 1;
    this.details.push(`${label(kind, id)} changed in the old system and here since the last run: ${detail}`);
  }

  /** A record deleted in the old system since an earlier run imported it: nothing is deleted here. */
  deletedThere(kind: ImportKind, id: string, detail: string): void {
    this.of(kind).deletedThere += 1;
    this.details.push(`${label(kind, id)} was deleted in the old system since the last run: ${detail}`);
  }

  already(kind: ImportKind): void {
    this.of(kind).already += 1;
  }

  skipped(kind: ImportKind, id: string, reason: string, detail?: string): void {
    const skipped = this.of(kind).skipped;
    skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
    this.details.push(`${label(kind, id)} skipped: ${reason}${detail ? ` (${detail})` : ''}`);
  }

  note(kind: ImportKind, id: string, text: string): void {
    this.details.push(`${label(kind, id)}: ${text}`);
  }

  totals(kind: ImportKind): {
    found: number;
    imported: number;
    updated: number;
    conflicts: number;
    already: number;
    skipped: number;
    deletedThere: number;
  } {
    const { found, imported, updated, conflicts, already, skipped: reasons, deletedThere } = this.of(kind);
    const skipped = [...reasons.values()].reduce((sum, count) => sum + count, 0);
    return { found, imported, updated, conflicts, already, skipped, deletedThere };
  }

  /** Skip reasons of one kind with their counts. */
  reasons(kind: ImportKind): Record<string, number> {
    return Object.fromEntries(this.of(kind).skipped);
  }

  format(): string {
    const rows = IMPORT_KINDS.map((kind) => {
      const totals = this.totals(kind);
      const reasons = [...this.of(kind).skipped].map(([reason, count]) => `${count}× ${reason}`).join('; ');
      const { found, imported, updated, conflicts, already, skipped, deletedThere } = totals;
      return [kind, found, imported, updated, conflicts, already, skipped, deletedThere, reasons];
    });
    const header = [
      'kind',
      'found',
      'imported',
      'updated',
      'changed on both sides',
      'already there',
      'skipped',
      'deleted in the old system',
    ];
    const sections = [formatTable([...header, 'why skipped'], rows)];
    if (this.notes.size > 0) sections.push(`Notes:\n${[...this.notes].map((line) => `  - ${line}`).join('\n')}`);
    if (this.details.length > 0) sections.push(`Details:\n${this.details.map((line) => `  - ${line}`).join('\n')}`);
    return sections.join('\n\n');
  }
}
