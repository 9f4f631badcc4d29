import { expect, it } from 'vitest';
import { articlesRepo, trashRepo, type Db } from '../../src/db/index';
import { SEARCH_MAX_QUERY_CHARS, SEARCH_MAX_TERMS } from '../../src/shared/constants/lists';
import { searchTerms } from '../../src/shared/search-terms';
import { describeEachDatabase } from '../helpers/test-app';

// One Indonesian corpus, searched on each database with the same expectations: both must find the
// same articles in the same order.

const CORPUS = [
  {
    slug: 'hibah',
    title: 'Penelitian Hibah Dosen 2025',
    author: 'LPPM UNIM',
    text: 'Pengumuman pendanaan untuk dosen tetap.',
  },
  {
    slug: 'desa',
    title: 'Pengabdian Masyarakat di Desa Binaan',
    author: 'Tim Pengabdian',
    text: 'Kegiatan penyuluhan kesehatan bersama warga desa.',
  },
  {
    slug: 'laporan',
    title: 'Laporan KKN Tematik',
    author: 'Siti Rahmawati',
    text: 'Mahasiswa menulis laporan penelitian sederhana tentang air bersih.',
  },
  {
    slug: 'seminar',
    title: 'Seminar Nasional',
    author: 'Budi Santoso',
    text: 'Seminar membahas hasil pengabdian dan jurnal.',
  },
  {
    slug: 'workshop',
    title: 'Workshop "Menulis" Jurnal: Data-Sains & C++',
    author: 'Redaksi',
    text: 'Pelatihan menulis artikel ilmiah (laporan.pdf) bersama admin@unim.ac.id, versi 3.5.',
  },
] as const;

type Slug = (typeof CORPUS)[number]['slug'];

async function addCorpus(db: Db): Promise<void> {
  // Later entries are newer: the body-only match "laporan" is newer than the title match "hibah".
  for (const [index, article] of CORPUS.entries()) {
    const date = new Date(Date.UTC(2025, 2, 1 + index, 3)).toISOString();
    await articlesRepo.insertArticle(db, {
      title: article.title,
      slug: `cari-${article.slug}`,
      author: article.author,
      published_date: date,
      content: `<p>${article.text}</p>`,
      content_text: article.text,
      thumbnail: null,
      category: index === 2 ? 'informasi_kkn' : 'informasi_penelitian',
      created_at: date,
      updated_at: date,
    });
  }
}

it('turns typed text into at most 8 distinct lower-case word prefixes from the first 100 characters', () => {
  expect(searchTerms('  Penelitian   DOSEN ')).toEqual(['penelitian', 'dosen']);
  expect(searchTerms('"pene*" OR -dosen NEAR(a b)')).toEqual(['pene', 'or', 'dosen', 'near', 'a', 'b']);
  expect(searchTerms('%_\\\'";:*()')).toEqual([]);
  expect(searchTerms('\u0000pene\u0007litian')).toEqual(['pene', 'litian']);
  expect(searchTerms('a b c d e f g h i j')).toHaveLength(SEARCH_MAX_TERMS);
  expect(searchTerms('kata kata KATA')).toEqual(['kata']);
  const [long] = searchTerms('x'.repeat(10_000));
  expect(long).toHaveLength(SEARCH_MAX_QUERY_CHARS);
  expect(searchTerms('Mahasiswa—Ilmu “Sosial” 2025')).toEqual(['mahasiswa', 'ilmu', 'sosial', '2025']);
  expect(searchTerms(undefined)).toEqual([]);
});

describeEachDatabase('full-text article search', (ctx) => {
  const search = async (query: string, category?: string): Promise<Slug[]> => {
    const rows = await articlesRepo.listArticleSummaries(ctx().db, { query, category, limit: 50 });
    const count = await articlesRepo.countArticles(ctx().db, { query, category });
    expect(count, `count of "${query}"`).toBe(rows.length);
    return rows.map((row) => row.slug.replace(/^cari-/, '') as Slug);
  };

  it('matches word prefixes in title, author and text, case-insensitively, all words required', async () => {
    await addCorpus(ctx().db);
    // A title match ranks above a newer match in the text alone.
    expect(await search('pene')).toEqual(['hibah', 'laporan']);
    expect(await search('PENELITIAN')).toEqual(['hibah', 'laporan']);
    expect(await search('penelitian dosen')).toEqual(['hibah']);
    expect(await search('dosen penelitian')).toEqual(['hibah']);
    expect(await search('rahma')).toEqual(['laporan']);
    expect(await search('air bersih')).toEqual(['laporan']);
    expect(await search('pengabdian')).toEqual(['desa', 'seminar']);
    expect(await search('2025')).toEqual(['hibah']);
    expect(await search('penelitian', 'informasi_penelitian')).toEqual(['hibah']);
    // Words, not substrings: the middle of a word matches nothing.
    expect(await search('enelitian')).toEqual([]);
    expect(await search('penelitian desa')).toEqual([]);
  });

  it('finds words inside punctuation the same way on both databases', async () => {
    expect(await search('laporan')).toEqual(['laporan', 'workshop']);
    expect(await search('pdf')).toEqual(['workshop']);
    expect(await search('unim ac id')).toEqual(['workshop']);
    expect(await search('admin@unim.ac.id')).toEqual(['workshop']);
    expect(await search('sains')).toEqual(['workshop']);
    expect(await search('data-sains')).toEqual(['workshop']);
    expect(await search('3.5')).toEqual(['workshop']);
    expect(await search('menulis')).toEqual(['workshop', 'laporan']);
  });

  it('never lets punctuation or full-text operators in the input become syntax', async () => {
    for (const query of ['"', '*', '"pene', 'pene*', '-dosen', '(dosen', 'dosen)', '^dosen', 'dosen:', 'title:dosen']) {
      await expect(search(query), query).resolves.toBeDefined();
    }
    expect(await search('"pene')).toEqual(['hibah', 'laporan']);
    expect(await search('pene*')).toEqual(['hibah', 'laporan']);
    expect(await search('-dosen')).toEqual(['hibah']);
    // OR and NEAR are words like any other (and here they start no word of the corpus).
    expect(await search('penelitian OR seminar')).toEqual([]);
    expect(await search('NEAR(penelitian dosen)')).toEqual([]);
    expect(await search('penelitian AND dosen')).toEqual([]);
    // No usable word: no filter, newest first, like an empty query.
    const everything = ['workshop', 'seminar', 'laporan', 'desa', 'hibah'];
    for (const query of ['', '   ', '"*"', '%', '\u0000', '--']) {
      expect(
        (await search(query)).filter((slug) => everything.includes(slug)),
        JSON.stringify(query),
      ).toEqual(everything);
    }
  });

  it('caps a long query and drops control characters', async () => {
    expect(await search('penelitian '.repeat(1_000))).toEqual(['hibah', 'laporan']);
    expect(await search(`penelitian ${'x'.repeat(10_000)}`)).toEqual([]);
    expect(await search('\u0000penelitian\u0000dosen')).toEqual(['hibah']);
    // Only the first 8 distinct words count: the ninth cannot narrow the result.
    expect(await search('p pe pen pene penel peneli penelit penelitian zzz')).toEqual(['hibah', 'laporan']);
  });

  it('keeps the index in step with updates and deletions', async () => {
    const db = ctx().db;
    const seminar = await articlesRepo.findArticleBySlug(db, 'cari-seminar');
    const hibah = await articlesRepo.findArticleBySlug(db, 'cari-hibah');
    if (!seminar || !hibah) throw new Error('corpus missing');

    await articlesRepo.updateArticle(db, seminar.id, { title: 'Seminar Hasil Penelitian' });
    expect(await search('pene')).toEqual(['seminar', 'hibah', 'laporan']);
    expect(await search('nasional')).toEqual([]);

    await articlesRepo.updateArticle(db, seminar.id, { content_text: 'Diskusi kolaborasi riset.' });
    expect(await search('pengabdian')).toEqual(['desa']);
    expect(await search('kolaborasi')).toEqual(['seminar']);

    // A change to other columns leaves the match as it was.
    await articlesRepo.updateArticle(db, seminar.id, { thumbnail: 'uploads/x.webp' });
    expect(await search('kolaborasi')).toEqual(['seminar']);

    // In the trash: out of every search, though its row (and index entry) stay until the purge.
    await trashRepo.moveToTrash(db, 'article', hibah.id, { at: new Date().toISOString(), by: null });
    expect(await search('pene')).toEqual(['seminar', 'laporan']);
    expect(await search('dosen')).toEqual([]);
    await trashRepo.restoreFromTrash(db, 'article', hibah.id);
    expect(await search('dosen')).toEqual(['hibah']);

    // Removed for good (as the purge does): the index entry goes with the row.
    await db.deleteFrom('articles').where('id', '=', hibah.id).execute();
    expect(await search('pene')).toEqual(['seminar', 'laporan']);
    expect(await search('dosen')).toEqual([]);
  });
});
