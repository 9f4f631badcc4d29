/** A document as the public pages show it (SPEC §3: kategori object on the public side). */
export interface PublicDocument {
  id: number;
  file_name: string;
  file_url: string;
  kategori: { id: number; name: string };
  /** Its stable link (`/d/dokumen/…`); null when the file address is not http(s). */
  href: string | null;
  /** The current version of a replaced document ("Sudah diganti"); null for a current one. */
  replacedBy: { title: string; href: string | null } | null;
}

export interface DocumentGroup {
  name: string;
  documents: PublicDocument[];
}

/**
 * SPEC §7: the client groups documents by category NAME. Groups keep the order in which their
 * names first appear; documents keep their order within a group.
 */
export function groupByCategory(documents: readonly PublicDocument[]): DocumentGroup[] {
  const groups = new Map<string, PublicDocument[]>();
  for (const document of documents) {
    const list = groups.get(document.kategori.name);
    if (list) list.push(document);
    else groups.set(document.kategori.name, [document]);
  }
  return [...groups].map(([name, items]) => ({ name, documents: items }));
}
