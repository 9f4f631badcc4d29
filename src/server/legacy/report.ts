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
  /** Imported by an earlier run: left as they are. */
  already: number;
  skipped: Map<string, number>;
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
      entry = { found: 0, imported: 0, already: 0, skipped: new Map() };
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

  totals(kind: ImportKind): { found: number; imported: number; already: number; skipped: number } {
    const entry = this.of(kind);
    const skipped = [...entry.skipped.values()].reduce((sum, count) => sum + count, 0);
    return { found: entry.found, imported: entry.imported, already: entry.already, skipped };
  }

  /** Skip reasons of one kind with their counts. */
  reasons(kind: ImportKind): Record<string, number> {
    return Object.fromEntries(this.of(kind).skipped);
  }

  format(): string {
    const rows = IMPORT_KINDS.map((kind) => {
      const totals = this.totals(kind);
      const reasons = [...this.of(kind).skipped].map(([reason, count]) => `${count}× ${reason}`).join('; ');
      return [kind, totals.found, totals.imported, totals.already, totals.skipped, reasons];
    });
    const sections = [formatTable(['kind', 'found', 'imported', 'already there', 'skipped', 'why skipped'], rows)];
    if (this.notes.size > 0) sections.push(`Notes:\n${[...this.notes].map((line) => `  - ${line}`).join('\n')}`);
    if (this.details.length > 0) sections.push(`Details:\n${this.details.map((line) => `  - ${line}`).join('\n')}`);
    return sections.join('\n\n');
  }
}
