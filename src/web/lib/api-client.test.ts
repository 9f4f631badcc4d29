import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, ApiResponseError, errorText } from './api-client';

/** The API answers `body` with `status` to every call the client makes. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const fileRecord = {
  id: 1,
  file_name: 'Panduan',
  file_description: 'Deskripsi',
  file_url: 'https://drive.google.com/file/d/1/view',
  file_type: 'panduan_penelitian',
  ...stamp,
};

describe('admin API client', () => {
  const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 10 });
  const query = 'type=panduan_penelitian&page=1&limit=10';

  it('hands over an answer that matches the shared record schema', async () => {
    answer(200, page([fileRecord]));
    await expect(api.files.table(query)).resolves.toEqual(page([fileRecord]));
  });

  it('refuses an answer of another shape, naming the call and the field', async () => {
    // A server that renamed file_url: the admin would show empty links; the client stops it instead.
    const { file_url: _renamed, ...rest } = fileRecord;
    answer(200, page([{ ...rest, url: fileRecord.file_url }]));
    const failure = await api.files.table(query).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiResponseError);
    expect((failure as ApiResponseError).message).toMatch(/^GET \/api\/files\/table\?type=panduan_penelitian&page=1/);
    expect((failure as ApiResponseError).issues[0]?.path).toEqual(['items', 0, 'file_url']);
    // The screen shows its own SPEC text, never a half-read record.
    expect(errorText(failure, 'Gagal mengambil data dari server.')).toBe('Gagal mengambil data dari server.');
  });

  it('checks single records and messages too', async () => {
    answer(201, { ...fileRecord, id: '1' });
    await expect(
      api.files.add({
        file_name: 'a',
        file_description: 'b',
        file_url: 'https://x.test',
        file_type: 'sk_rektor_penelitian',
      }),
    ).rejects.toBeInstanceOf(ApiResponseError);
    answer(200, {});
    await expect(api.files.remove(1)).rejects.toBeInstanceOf(ApiResponseError);
  });

  it("turns a refusal into the server's message and its per-field messages", async () => {
    answer(400, { message: 'Judul wajib diisi.', fieldErrors: { file_name: 'Judul wajib diisi.' } });
    const failure = await api.files
      .update(1, { file_name: '', file_description: 'b', file_url: 'https://x.test' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, serverMessage: 'Judul wajib diisi.' });
    expect((failure as ApiError).fieldErrors).toEqual({ file_name: 'Judul wajib diisi.' });
  });

  it('keeps the screen text for a refusal without the usual body', async () => {
    answer(502, '<html>Bad Gateway</html>');
    const failure = await api.videos.table('page=1&limit=10').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, serverMessage: null, fieldErrors: {} });
    expect(errorText(failure, 'Gagal mengambil data video.')).toBe('Gagal mengambil data video.');
  });
});
