import {
  type APIRequestContext,
  type APIResponse,
  type Page,
  type PlaywrightWorkerArgs,
  type Response,
  expect,
} from '@playwright/test';
import type { ArticleType, DocumentCollection, FileType } from '../../src/shared/constants/content';
import { DOCUMENT_COLLECTIONS } from '../../src/shared/constants/content';
import { pngImage } from '../../tests/helpers/images';
import { loginApi } from './api';

import { serverUrl } from './test';

async function created(response: APIResponse): Promise<Record<string, unknown>> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Content for the public-site journeys, created through the API as an admin (as staff would) and
 * removed again by cleanup(): every spec leaves the site as it found it.
 */
export class PublicFixtures {
  private readonly deletes: string[] = [];

  private constructor(readonly api: APIRequestContext) {}

  static async open(playwright: PlaywrightWorkerArgs['playwright']): Promise<PublicFixtures> {
    const api = await playwright.request.newContext({ baseURL: serverUrl() });
    await loginApi(api);
    return new PublicFixtures(api);
  }

  private async image(color: string) {
    return { name: 'gambar.png', mimeType: 'image/png', buffer: await pngImage(960, 540, color) };
  }

  async article(fields: {
    title: string;
    category: ArticleType;
    content?: string;
    author?: string;
    thumbnail?: boolean;
  }): Promise<{ id: number; slug: string; title: string }> {
    const record = await created(
      await this.api.post('/api/article/add', {
        multipart: {
          title: fields.title,
          author: fields.author ?? 'Humas P3M',
          content: fields.content ?? `<p>Isi dari ${fields.title}.</p>`,
          category: fields.category,
          ...(fields.thumbnail ? { thumbnail: await this.image('#ea580c') } : {}),
        },
      }),
    );
    this.deletes.push(`/api/article/delete/${String(record.id)}`);
    return { id: Number(record.id), slug: String(record.slug), title: String(record.title) };
  }

  async fileLink(fields: { name: string; type: FileType; description?: string; url?: string }): Promise<number> {
    const record = await created(
      await this.api.post('/api/files/add', {
        data: {
          file_name: fields.name,
          file_description: fields.description ?? `Keterangan ${fields.name}`,
          file_url: fields.url ?? 'https://drive.google.com/file/d/contoh/view',
          file_type: fields.type,
        },
      }),
    );
    this.deletes.push(`/api/files/delete/${String(record.id)}`);
    return Number(record.id);
  }

  /** A category with documents; deleting the category removes them too. */
  async documentCategory(collection: DocumentCollection, name: string, documents: string[]): Promise<number> {
    const paths = DOCUMENT_COLLECTIONS[collection];
    const category = await created(await this.api.post(`/api/${paths.categoryPath}/add`, { data: { name } }));
    this.deletes.push(`/api/${paths.categoryPath}/delete/${String(category.id)}`);
    for (const [index, fileName] of documents.entries()) {
      await created(
        await this.api.post(`/api/${paths.documentPath}/add`, {
          data: {
            file_name: fileName,
            file_url: `https://drive.google.com/file/d/dokumen-${index}/view`,
            [paths.categoryIdField]: category.id,
          },
        }),
      );
    }
    return Number(category.id);
  }

  async video(title: string, link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'): Promise<void> {
    const record = await created(await this.api.post('/api/youtube/add', { data: { title, link } }));
    this.deletes.push(`/api/youtube/delete/${String(record.id)}`);
  }

  async faq(question: string, answer: string): Promise<void> {
    const record = await created(
      await this.api.post('/api/faq/add', { data: { question, answer: `<p>${answer}</p>` } }),
    );
    this.deletes.push(`/api/faq/delete/${String(record.id)}`);
  }

  /** Shown from now for a week, with a deadline in five days. */
  async announcement(title: string, text: string): Promise<void> {
    const day = 24 * 60 * 60 * 1000;
    const record = await created(
      await this.api.post('/api/announcements/add', {
        data: {
          title,
          content: `<p>${text}</p>`,
          ends_at: new Date(Date.now() + 7 * day).toISOString(),
          deadline: new Date(Date.now() + 5 * day).toISOString(),
        },
      }),
    );
    this.deletes.push(`/api/announcements/delete/${String(record.id)}`);
  }

  async orgChart(alt: string): Promise<void> {
    const record = await created(
      await this.api.post('/api/profile/add', {
        multipart: { image: await this.image('#9a3412'), alt, type: 'struktur_organisasi' },
      }),
    );
    this.deletes.push(`/api/profile/delete/${String(record.id)}`);
  }

  /** A slide described by `alt`, without texts of its own (the centre's name shows on it). */
  async heroSlide(alt: string): Promise<void> {
    const record = await created(
      await this.api.post('/api/hero/add', { multipart: { image: await this.image('#c2410c'), alt, position: '0' } }),
    );
    this.deletes.push(`/api/hero/delete/${String(record.id)}`);
  }

  async cleanup(): Promise<void> {
    for (const path of this.deletes.reverse()) {
      const response = await this.api.delete(path);
      expect([200, 204, 404], `${path}: ${await response.text()}`).toContain(response.status());
    }
    this.deletes.length = 0;
    await this.api.dispose();
  }
}

/**
 * Opens a page and waits until its scripts have loaded, so that clicks and typed searches reach
 * the enhanced page rather than the server HTML alone.
 */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}
