import { pngImage } from '../../helpers/images';
import { articleThumbnailOrNull } from '../../../src/shared/schemas/article';

/** One record a writer owns: what the server acknowledged, and what was in flight when it stopped. */
export interface LedgerEntry {
  kind: 'article' | 'document';
  id: number;
  title: string;
  thumbnail: string | null;
  /** Thumbnails replaced or deleted with an acknowledged write: their files go once no revision keeps them. */
  removedThumbnails: string[];
  deleted: boolean;
  /** An update or delete sent without an answer (the server died): either outcome is allowed. */
  pending: { title?: string; delete?: boolean } | null;
}

export interface Ledger {
  entries: LedgerEntry[];
  /** Statuses of every answer, to count 5xx. */
  statuses: number[];
  /** Requests that failed without an HTTP answer (connection refused or reset). */
  networkErrors: number;
}

export function newLedger(): Ledger {
  return { entries: [], statuses: [], networkErrors: 0 };
}

export interface Target {
  baseUrl: string;
  cookie: string;
  /** The document category writers put documents in. */
  categoryId: number;
}

export async function login(baseUrl: string, name: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** Distinct small images, made once: encoding is the server's work, not the test's. */
const images: Buffer[] = [];
async function image(n: number): Promise<Buffer> {
  if (images.length === 0) {
    for (const color of ['#f97316', '#2563eb', '#16a34a', '#9333ea']) images.push(await pngImage(160, 100, color));
  }
  return images[n % images.length] as Buffer;
}

type Json = Record<string, unknown>;

/** Sends one write; an answer is recorded, a missing answer throws `Unanswered`. */
async function send(ledger: Ledger, target: Target, method: string, path: string, body?: FormData | Json) {
  let response: Response;
  try {
    response = await fetch(`${target.baseUrl}${path}`, {
      method,
      headers: {
        cookie: target.cookie,
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    ledger.networkErrors += 1;
    throw new Unanswered(String(error));
  }
  ledger.statuses.push(response.status);
  const text = await response.text().catch(() => '');
  if (response.status >= 300) throw new Refused(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Json;
}

export class Unanswered extends Error {}
export class Refused extends Error {}

function articleForm(title: string, data?: Buffer): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('author', 'Penulis Uji');
  form.append('content', `<p>${title}: isi yang cukup panjang untuk diuji.</p>`);
  form.append('category', 'informasi_penelitian');
  if (data) form.append('thumbnail', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'foto.png');
  return form;
}

/**
 * A writer creating, editing and deleting its own articles (with thumbnails) and documents until
 * `shouldStop()` or until the server stops answering. Every acknowledged write is in the ledger.
 */
export async function runWriter(ledger: Ledger, target: Target, writer: number, shouldStop: () => boolean) {
  const own: LedgerEntry[] = [];
  for (let step = 0; !shouldStop(); step += 1) {
    const live = own.filter((entry) => !entry.deleted);
    const title = `W${writer} langkah ${step}`;
    const op = step % 6;
    const entry = live.length > 0 ? live[(step * 7) % live.length] : undefined;
    try {
      if (op === 0 || op === 3 || !entry) {
        const made = await send(ledger, target, 'POST', '/api/article/add', articleForm(title, await image(step)));
        own.push(record(ledger, 'article', made, title));
      } else if (op === 1) {
        const made = await send(ledger, target, 'POST', '/api/dokumenpen/add', {
          file_name: title,
          file_url: 'https://drive.google.com/file/d/uji/view',
          catdokumenpenId: target.categoryId,
        });
        own.push(record(ledger, 'document', made, title));
      } else if (op === 2 || op === 4) {
        entry.pending = { title };
        if (entry.kind === 'article') {
          const withImage = op === 2 ? await image(step + 1) : undefined;
          const made = await send(
            ledger,
            target,
            'PATCH',
            `/api/article/update/${entry.id}`,
            articleForm(title, withImage),
          );
          const thumbnail = articleThumbnailOrNull(made['thumbnail'] as string | null);
          if (entry.thumbnail && thumbnail !== entry.thumbnail) entry.removedThumbnails.push(entry.thumbnail);
          entry.thumbnail = thumbnail;
        } else {
          await send(ledger, target, 'PATCH', `/api/dokumenpen/update/${entry.id}`, {
            file_name: title,
            file_url: 'https://drive.google.com/file/d/uji/view',
            catdokumenpenId: target.categoryId,
          });
        }
        entry.title = title;
        entry.pending = null;
      } else {
        entry.pending = { delete: true };
        const path = entry.kind === 'article' ? 'article' : 'dokumenpen';
        await send(ledger, target, 'DELETE', `/api/${path}/delete/${entry.id}`);
        entry.deleted = true;
        // To the trash: its image stays until the purge (30 days on), so that a restore finds it.
        entry.pending = null;
      }
    } catch (error) {
      if (error instanceof Unanswered) return;
      throw error;
    }
  }
}

function record(ledger: Ledger, kind: LedgerEntry['kind'], made: Json, title: string): LedgerEntry {
  const entry: LedgerEntry = {
    kind,
    id: Number(made['id']),
    title,
    // The API answers the placeholder's path for an article without an image: stored, that is null.
    thumbnail: articleThumbnailOrNull(made['thumbnail'] as string | null | undefined),
    removedThumbnails: [],
    deleted: false,
    pending: null,
  };
  ledger.entries.push(entry);
  return entry;
}

/** Public reads a visitor makes, until `shouldStop()`; statuses go to the ledger. */
export async function runReader(ledger: Ledger, baseUrl: string, reader: number, shouldStop: () => boolean) {
  const paths = [
    '/api/article/type/informasi_penelitian?limit=3',
    '/api/article/type/informasi_penelitian',
    '/api/dokumenpen/',
    '/api/files/type?type=panduan_penelitian',
    '/api/settings',
  ];
  for (let step = reader; !shouldStop(); step += 1) {
    try {
      const response = await fetch(`${baseUrl}${paths[step % paths.length]}`);
      ledger.statuses.push(response.status);
      const body = (await response.json()) as unknown;
      if (response.status === 200 && step % 10 === 0 && Array.isArray(body) && body.length > 0) {
        const first = body[0] as { slug?: string; thumbnail?: string | null };
        if (first.slug) ledger.statuses.push((await fetch(`${baseUrl}/api/article/slug/${first.slug}`)).status);
      }
    } catch {
      ledger.networkErrors += 1;
    }
  }
}
