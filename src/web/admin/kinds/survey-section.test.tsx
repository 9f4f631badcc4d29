// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedSection } from '../screens/load-section';
import { chosenSurvey } from '../screens/survey-address';
import { renderSection } from '../testing/render-section';
import { surveyIndexRow, surveyPeriod, surveyRow } from '../testing/survey-fixtures';

let restoreFetch: (() => void) | null = null;
afterEach(() => {
  restoreFetch?.();
  restoreFetch = null;
  cleanup();
});

const ganjil = surveyPeriod(11, 'Semester Ganjil 2026/2027', '2026-09-01', '2027-01-31');
const lalu = surveyPeriod(10, 'Tahun 2025', '2025-01-01', '2025-12-31');
const layanan = surveyRow(1, 'layanan', [ganjil, lalu], ganjil.id);
const mitra = surveyRow(2, 'mitra');
const surveys = [layanan, mitra];
// Two respondents: U1..U8 sum 7 (NRR 3.5), U9 sum 8 (NRR 4): 1/9 gives 88.89 (A), 0.11 gives 88.00 (B).
const index = surveyIndexRow(1, ganjil, 2, [7, 7, 7, 7, 7, 7, 7, 7, 8], {
  exact: { ikm: 32 / 9, converted: 800 / 9, convertedRounded: 88.89, grade: 'A' },
  regulation: { ikm: 3.52, converted: 88, convertedRounded: 88, grade: 'B' },
  differs: true,
  gradeDiffers: true,
});

/** The screen as its loader answers an address: the survey and period it names (of `list`). */
const loadedFrom =
  (list: typeof surveys) =>
  (url: URL): LoadedSection => {
    const { survey, period } = chosenSurvey(list, url.searchParams);
    return {
      kind: 'surveys',
      config: { kind: 'surveys' },
      data: {
        surveys: list,
        surveyId: survey?.id ?? null,
        periodId: period?.id ?? null,
        index: period?.id === ganjil.id ? index : null,
      },
    };
  };
const loaded = loadedFrom(surveys);

/** The writes, recorded; a refused period is answered as the server does. */
function fakeApi(answer: (url: string, body: Record<string, unknown>) => { status: number; body: unknown }) {
  const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    // The period's written answers, read when its figures are shown: none here.
    if (/\/answers\?/.test(String(input))) {
      return new Response(JSON.stringify({ total: 0, limit: 20, offset: 0, items: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ url: String(input), method: init?.method ?? 'GET', body });
    const answered = answer(String(input), body);
    return new Response(JSON.stringify(answered.body), {
      status: answered.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  restoreFetch = () => spy.mockRestore();
  return calls;
}

describe('Kuisioner', () => {
  it('lists the surveys and shows the open period with its figures, the method and 0.11 beside', async () => {
    renderSection(loaded);
    const nav = await screen.findByRole('navigation', { name: 'Daftar kuisioner' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Survei Kepuasan LayananDibuka: Semester Ganjil 2026/2027',
      'Survei Kepuasan MitraTidak sedang dibuka',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Hasil periode Semester Ganjil 2026/2027' })).toBeInTheDocument();
    expect(screen.getByText(/IKM dihitung dengan bobot 1\/9/)).toBeInTheDocument();
    // The written answers may still be loading: their own status sits beside the warning.
    const warning = screen.getByText(
      'Baru 2 responden, di bawah minimal 30. Angka di bawah ini belum cukup untuk dilaporkan.',
    );
    expect(warning).toHaveAttribute('role', 'status');
    const figures = screen.getByText('88,89').closest('dd');
    expect(figures).toHaveTextContent('88,89(dengan bobot 0,11: 88,00)2 responden · di bawah minimal 30');
    expect(screen.getByText('3,5556').closest('dd')).toHaveTextContent('(dengan bobot 0,11: 3,5200)');
    expect(screen.getByText('A (Sangat baik)').closest('dd')).toHaveTextContent('(dengan bobot 0,11: B (Baik))');
    const u1 = screen.getByRole('row', { name: /U1 Persyaratan/ });
    expect(u1).toHaveTextContent('2 responden · di bawah minimal 30');
    expect(u1).toHaveTextContent('3,50');
    expect(u1).toHaveTextContent('0,3889(dengan bobot 0,11: 0,3850)');
    expect(screen.getByRole('row', { name: /Semester Ganjil/ })).toHaveTextContent('Hasil ditampilkan');
  });

  it("opens another period's figures from its row", async () => {
    const { loads } = renderSection(loaded);
    await userEvent.click(await screen.findByRole('link', { name: 'Lihat hasil Tahun 2025' }));
    expect(await screen.findByText('Pilih atau tambahkan periode untuk melihat hasilnya.')).toBeInTheDocument();
    expect(loads.at(-1)?.search).toBe('?kuisioner=1&periode=10');
  });

  it('adds a period, checked with the shared rules first and refused by the server with what was typed kept', async () => {
    const message =
      'Tanggalnya bertumpang tindih dengan periode "Semester Ganjil 2026/2027" (1 September 2026 sampai 31 Januari 2027).';
    const calls = fakeApi(() => ({ status: 400, body: { message, fieldErrors: { startsOn: message } } }));
    renderSection(loaded);
    const name = await screen.findByLabelText('Nama periode');
    await userEvent.type(name, 'Semester Genap');
    await userEvent.type(screen.getByLabelText('Tanggal mulai'), '2027-06-30');
    await userEvent.type(screen.getByLabelText('Tanggal selesai'), '2027-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Periode' }));
    expect(await screen.findByText('Tanggal selesai tidak boleh sebelum tanggal mulai.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Tanggal mulai'));
    await userEvent.type(screen.getByLabelText('Tanggal mulai'), '2027-01-15');
    await userEvent.clear(screen.getByLabelText('Tanggal selesai'));
    await userEvent.type(screen.getByLabelText('Tanggal selesai'), '2027-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Periode' }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(calls).toEqual([
      {
        url: '/api/surveys/1/periods',
        method: 'POST',
        body: { name: 'Semester Genap', startsOn: '2027-01-15', endsOn: '2027-06-30', followUpPlan: '' },
      },
    ]);
    expect(screen.getByLabelText('Tanggal mulai')).toHaveFocus();
    expect(screen.getByLabelText('Nama periode')).toHaveValue('Semester Genap');
    expect(screen.getByLabelText('Tanggal selesai')).toHaveValue('2027-06-30');
  });

  it('changes a period from its row: the form holds it and sends it to its own address', async () => {
    const calls = fakeApi((_url, body) => ({ status: 200, body: { ...ganjil, ...body } }));
    renderSection(loaded);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah Semester Ganjil 2026/2027' }));
    const name = screen.getByLabelText('Nama periode');
    expect(name).toHaveValue('Semester Ganjil 2026/2027');
    expect(screen.getByLabelText('Tanggal mulai')).toHaveValue('2026-09-01');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ganjil 2026/2027');
    await userEvent.type(screen.getByLabelText('Rencana Tindak Lanjut'), 'Mempercepat layanan.');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Periode' }));
    expect(await screen.findByText('Periode berhasil diubah.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/api/surveys/1/periods/11',
      method: 'PATCH',
      body: {
        name: 'Ganjil 2026/2027',
        startsOn: '2026-09-01',
        endsOn: '2027-01-31',
        followUpPlan: 'Mempercepat layanan.',
      },
    });
    expect(screen.getByRole('button', { name: 'Tambah Periode' })).toBeInTheDocument();
  });

  it('removes a period after asking, in Indonesian, with the number of its answers sent as confirmed', async () => {
    const calls = fakeApi(() => ({ status: 200, body: { message: 'Data berhasil dihapus.' } }));
    renderSection(loaded);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Tahun 2025' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus periode "Tahun 2025"? Periode ini belum memiliki jawaban.');
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus Periode' }));
    expect(await screen.findByText('Periode berhasil dihapus.')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/surveys/1/periods/10?responses=0', method: 'DELETE', body: {} }]);
  });

  it('asks before another survey replaces unsaved changes, and keeps them when the answer is no', async () => {
    renderSection(loaded);
    const title = await screen.findByLabelText('Judul');
    await userEvent.clear(title);
    await userEvent.type(title, 'Survei Layanan P3M');
    await userEvent.click(screen.getByRole('link', { name: /Survei Kepuasan Mitra/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Perubahan yang belum disimpan di kuisioner ini akan hilang.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.getByLabelText('Judul')).toHaveValue('Survei Layanan P3M');
    expect(screen.getByRole('link', { name: /Survei Kepuasan Layanan/ })).toHaveAttribute('aria-current', 'page');
  });

  it("sends a survey's own fields back unchanged when it is saved without edits", async () => {
    const calls = fakeApi(() => ({ status: 200, body: layanan }));
    renderSection(loaded);
    await screen.findByLabelText('Minimal responden');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Kuisioner' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/surveys/1',
      method: 'PATCH',
      body: { title: layanan.title, intro: layanan.intro, minimumRespondents: layanan.minimumRespondents },
    });
  });

  it('refuses a minimum of respondents that is no whole number from 1, in Indonesian', async () => {
    const calls = fakeApi(() => ({ status: 200, body: layanan }));
    renderSection(loaded);
    const minimum = await screen.findByLabelText('Minimal responden');
    expect(minimum).toHaveValue(30);
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Kuisioner' }));
    expect(await screen.findByText('Minimal responden harus bilangan bulat dari 1 sampai 100000.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("adds a question of the staff's own, checked first with the shared rules", async () => {
    const calls = fakeApi((_url, body) => ({
      status: 201,
      body: { id: 500, element: null, profile: null, position: 9, required: false, ...body },
    }));
    renderSection(loaded);
    const form = (await screen.findByRole('heading', { name: 'Tambah Pertanyaan' })).closest('form');
    if (!form) throw new Error('no question form');
    const within_ = within(form);
    expect(within_.getByLabelText('Jenis pertanyaan')).toHaveValue('choice');
    await userEvent.type(within_.getByLabelText('Pertanyaan'), 'Dari mana Anda mengetahui layanan ini?');
    await userEvent.type(within_.getByLabelText('Pilihan jawaban 1'), 'Situs web');
    await userEvent.click(within_.getByRole('button', { name: 'Tambah Pertanyaan' }));
    expect(await within_.findByText('Pilihan jawaban wajib diisi.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(within_.getByLabelText('Pilihan jawaban 2'), 'Teman');
    await userEvent.click(within_.getByRole('button', { name: 'Tambah Pilihan' }));
    await userEvent.type(within_.getByLabelText('Pilihan jawaban 3'), 'Media sosial');
    await userEvent.click(within_.getByRole('checkbox', { name: 'Wajib dijawab' }));
    await userEvent.click(within_.getByRole('button', { name: 'Tambah Pertanyaan' }));
    expect(await screen.findByText('Pertanyaan berhasil ditambahkan.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/api/surveys/1/questions',
      method: 'POST',
      body: {
        kind: 'choice',
        prompt: 'Dari mana Anda mengetahui layanan ini?',
        options: ['Situs web', 'Teman', 'Media sosial'],
        required: true,
      },
    });
  });

  it("changes a core question's wording only: its kind and being required are not offered", async () => {
    const calls = fakeApi((_url, body) => ({ status: 200, body: { ...layanan.questions[0], ...body } }));
    renderSection(loaded);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah pertanyaan nomor 1' }));
    const form = screen.getByRole('heading', { name: 'Ubah Pertanyaan' }).closest('form');
    if (!form) throw new Error('no question form');
    const within_ = within(form);
    expect(within_.getByText('Jenis pertanyaan: Inti U1: Persyaratan (tidak dapat diubah).')).toBeInTheDocument();
    expect(within_.queryByLabelText('Jenis pertanyaan')).toBeNull();
    expect(within_.queryByRole('checkbox')).toBeNull();
    expect(within_.queryByRole('button', { name: 'Tambah Pilihan' })).toBeNull();
    const prompt = within_.getByLabelText('Pertanyaan');
    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'Bagaimana kesesuaian persyaratan layanan P3M?');
    await userEvent.click(within_.getByRole('button', { name: 'Simpan Pertanyaan' }));
    expect(await screen.findByText('Pertanyaan berhasil diubah.')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/api/surveys/1/questions/100',
      method: 'PATCH',
      body: {
        prompt: 'Bagaimana kesesuaian persyaratan layanan P3M?',
        options: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai'],
      },
    });
  });

  it("numbers the questions as listed after removals, and removes a staff question after asking with its answers' number", async () => {
    // The staff's questions stored at positions 10 and 12 (those at 9 and 11 were removed): numbers 10 and 11.
    const staff = (id: number, position: number, prompt: string, answers: number) => ({
      id,
      kind: 'text' as const,
      element: null,
      profile: null,
      prompt,
      options: [],
      required: false,
      position,
      answers,
    });
    const withStaff = {
      ...layanan,
      questions: [...layanan.questions, staff(150, 10, 'Saran Anda?', 7), staff(151, 12, 'Kesan Anda?', 0)],
    };
    const calls = fakeApi(() => ({ status: 200, body: { message: 'Data berhasil dihapus.' } }));
    renderSection(loadedFrom([withStaff, mitra]));
    const labels = (await screen.findAllByRole('button', { name: /^Ubah pertanyaan nomor/ })).map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(labels).toEqual(Array.from({ length: 11 }, (_, i) => `Ubah pertanyaan nomor ${i + 1}`));
    expect(screen.getByRole('button', { name: 'Hapus pertanyaan nomor 11' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hapus pertanyaan nomor 10' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Hapus pertanyaan "Saran Anda?"? Pertanyaan ini memiliki 7 jawaban responden: semua jawaban itu ikut terhapus.',
    );
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus Pertanyaan dan 7 Jawaban' }));
    expect(await screen.findByText('Pertanyaan berhasil dihapus.')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/surveys/1/questions/150?answers=7', method: 'DELETE', body: {} }]);
  });

  it('asks before removing a staff question without answers, saying it has none', async () => {
    const withStaff = {
      ...layanan,
      questions: [
        ...layanan.questions,
        {
          id: 160,
          kind: 'scale' as const,
          element: null,
          profile: null,
          prompt: 'Bagaimana kebersihan ruang layanan?',
          options: ['Buruk', 'Cukup', 'Baik', 'Sangat baik'],
          required: false,
          position: 14,
          answers: 0,
        },
      ],
    };
    const calls = fakeApi(() => ({ status: 200, body: { message: 'Data berhasil dihapus.' } }));
    renderSection(loadedFrom([withStaff, mitra]));
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus pertanyaan nomor 10' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pertanyaan ini belum memiliki jawaban.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus Pertanyaan' }));
    expect(await screen.findByText('Pertanyaan berhasil dihapus.')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/surveys/1/questions/160?answers=0', method: 'DELETE', body: {} }]);
  });
});
