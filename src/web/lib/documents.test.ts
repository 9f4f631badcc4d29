import { describe, expect, it } from 'vitest';
import { groupByCategory, type PublicDocument } from './documents';

const doc = (id: number, category: string, categoryId = 1): PublicDocument => ({
  id,
  file_name: `Dokumen ${id}`,
  file_url: `https://drive.google.com/${id}`,
  kategori: { id: categoryId, name: category },
  href: `/d/dokumen/${id}-dokumen-${id}`,
  replacedBy: null,
});

describe('groupByCategory (SPEC §7: grouped by category name)', () => {
  it('groups documents by category name in order of first appearance', () => {
    const groups = groupByCategory([doc(1, 'Templat'), doc(2, 'Etika'), doc(3, 'Templat')]);
    expect(groups.map((group) => group.name)).toEqual(['Templat', 'Etika']);
    expect(groups[0]?.documents.map((document) => document.id)).toEqual([1, 3]);
  });

  it('merges categories that share a name, as the public page groups by name', () => {
    const groups = groupByCategory([doc(1, 'Panduan', 1), doc(2, 'Panduan', 2)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.documents).toHaveLength(2);
  });

  it('gives no groups for no documents', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
