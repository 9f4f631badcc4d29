import { expect, it } from 'vitest';
import { faqRepo } from '../../src/db/index';
import type { FaqRecord } from '../../src/shared/schemas/faq';
import type { SearchResult } from '../../src/shared/schemas/search';
import { describeEachDatabase } from '../helpers/test-app';

describeEachDatabase('FAQ API: entries, order, trash and search', (ctx) => {
  const list = async (): Promise<FaqRecord[]> => {
    const response = await ctx().app.inject({ url: '/api/faq' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const add = async (payload: Record<string, unknown>): Promise<FaqRecord> => {
    const response = await ctx().asAdmin({ method: 'POST', url: '/api/faq/add', payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const update = (id: number, payload: Record<string, unknown>) =>
    ctx().asAdmin({ method: 'PATCH', url: `/api/faq/update/${id}`, payload });
  const questions = async () => (await list()).map((entry) => [entry.question, entry.position]);
  /** The FAQ entries the site search finds (the search page's FAQ section). */
  const searchFaq = async (q: string) => {
    const response = await ctx().app.inject({ url: `/api/search?kind=faq&q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SearchResult).groups[0]?.items ?? [];
  };

  it('starts empty and adds entries last, with their answer sanitized and their group', async () => {
    expect(await list()).toEqual([]);
    const first = await add({
      question: 'Bagaimana cara mengajukan proposal penelitian?',
      answer: '<p>Unggah proposal melalui <strong>SIMLITABMAS</strong>.</p><script>alert(1)</script>',
      group: ' Penelitian ',
    });
    expect(first).toMatchObject({
      answer: '<p>Unggah proposal melalui <strong>SIMLITABMAS</strong>.</p>',
      group: 'Penelitian',
      position: 0,
    });
    await add({ question: 'Kapan pendaftaran KKN dibuka?', answer: '<p>Setiap awal semester genap.</p>' });
    await add({ question: 'Di mana kantor P3M?', answer: '<p>Gedung rektorat lantai dua.</p>', group: 'Umum' });
    expect(await questions()).toEqual([
      ['Bagaimana cara mengajukan proposal penelitian?', 0],
      ['Kapan pendaftaran KKN dibuka?', 1],
      ['Di mana kantor P3M?', 2],
    ]);
    expect((await list())[1]?.group).toBe('');
  });

  it('moves an entry to a place, the others closing up; a place past the end puts it last', async () => {
    const [, kkn, kantor] = await list();
    expect((await update(kantor?.id ?? 0, { position: 0 })).json()).toMatchObject({ position: 0 });
    expect(await questions()).toEqual([
      ['Di mana kantor P3M?', 0],
      ['Bagaimana cara mengajukan proposal penelitian?', 1],
      ['Kapan pendaftaran KKN dibuka?', 2],
    ]);
    await update(kkn?.id ?? 0, { position: 1 });
    await update(kantor?.id ?? 0, { position: 1000 });
    expect(await questions()).toEqual([
      ['Kapan pendaftaran KKN dibuka?', 0],
      ['Bagaimana cara mengajukan proposal penelitian?', 1],
      ['Di mana kantor P3M?', 2],
    ]);
    // A new entry may ask for its place.
    const first = await add({
      question: 'Apa itu P3M?',
      answer: '<p>Pusat penelitian dan pengabdian.</p>',
      position: 0,
    });
    expect(first.position).toBe(0);
    expect((await questions()).map(([question]) => question)).toEqual([
      'Apa itu P3M?',
      'Kapan pendaftaran KKN dibuka?',
      'Bagaimana cara mengajukan proposal penelitian?',
      'Di mana kantor P3M?',
    ]);
  });

  it('changes only what a PATCH sends and refuses bad input in Indonesian', async () => {
    const [entry] = await list();
    const changed = await update(entry?.id ?? 0, { group: 'Umum' });
    expect(changed.json()).toMatchObject({ question: entry?.question, answer: entry?.answer, group: 'Umum' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ question: ' ' }, 'question', 'Pertanyaan wajib diisi.'],
      [{ answer: '<p> </p>' }, 'answer', 'Jawaban wajib diisi.'],
      [{ position: -1 }, 'position', 'Urutan harus bilangan bulat dari 0 sampai 1000.'],
      [{ position: 1.5 }, 'position', 'Urutan harus bilangan bulat dari 0 sampai 1000.'],
      [{ group: 'x'.repeat(101) }, 'group', 'Grup terlalu panjang (maksimal 100 karakter).'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await update(entry?.id ?? 0, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors[field]).toBe(message);
    }
    // An answer of nothing but a script is empty once cleaned.
    const scripted = await ctx().asAdmin({
      method: 'POST',
      url: '/api/faq/add',
      payload: { question: 'Tanya?', answer: '<script>alert(1)</script>' },
    });
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json()).toMatchObject({
      message: 'Jawaban wajib diisi.',
      fieldErrors: { answer: 'Jawaban wajib diisi.' },
    });
    expect((await update(999999, { group: 'x' })).statusCode).toBe(404);
    const anonymous = await ctx().app.inject({ method: 'POST', url: '/api/faq/add', payload: { question: 'a' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('finds entries by words of the question or the answer, as the article search does', async () => {
    expect((await searchFaq('kantor')).map((hit) => hit.title)).toEqual(['Di mana kantor P3M?']);
    // A word of the answer, by its start; every word is required.
    const hits = await searchFaq('SIMLIT');
    expect(hits).toEqual([
      {
        id: expect.any(Number),
        title: 'Bagaimana cara mengajukan proposal penelitian?',
        excerpt: 'Unggah proposal melalui SIMLITABMAS....',
        href: `/faq#faq-${hits[0]?.id}`,
        context: 'Penelitian',
        date: expect.any(String),
      },
    ]);
    expect(await searchFaq('simlit kantor')).toEqual([]);
    expect(await searchFaq('"*')).toEqual([]);
    // The question counts more than the answer.
    await add({ question: 'Syarat penelitian dosen pemula?', answer: '<p>Lihat panduan.</p>' });
    const ranked = (await searchFaq('penelitian')).map((hit) => hit.title);
    expect(ranked[0]).toMatch(/penelitian/);
  });

  it('moves a deleted entry to the trash: gone from the list and the search, back on restore', async () => {
    const [entry] = (await list()).filter((candidate) => candidate.question === 'Di mana kantor P3M?');
    const id = entry?.id ?? 0;
    const deleted = await ctx().asAdmin({ method: 'DELETE', url: `/api/faq/delete/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await list()).map((candidate) => candidate.id)).not.toContain(id);
    expect(await searchFaq('kantor')).toEqual([]);
    const trash = (await ctx().asAdmin({ url: '/api/trash' })).json() as { kind: string; id: number; title: string }[];
    expect(trash).toContainEqual(expect.objectContaining({ kind: 'faq', id, title: 'Di mana kantor P3M?' }));
    expect((await ctx().asAdmin({ method: 'POST', url: `/api/trash/faq/${id}/restore` })).statusCode).toBe(200);
    expect((await list()).map((candidate) => candidate.id)).toContain(id);
    // Deleted for good: gone from the table.
    await ctx().asAdmin({ method: 'DELETE', url: `/api/faq/delete/${id}` });
    expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/faq/${id}` })).statusCode).toBe(200);
    expect(await faqRepo.findFaqEntry(ctx().db, id)).toBeUndefined();
  });

  it('shows a change at once to the cached list', async () => {
    const before = await list();
    await add({ question: 'Pertanyaan baru?', answer: '<p>Jawaban baru.</p>' });
    expect((await list()).length).toBe(before.length + 1);
  });
});
