import { type APIRequestContext, expect } from '@playwright/test';
import { DOCUMENT_COLLECTIONS } from '../../src/shared/constants/content';
import { ALL_XSS_PAYLOADS } from '../../tests/fixtures/xss-payloads';
import { pngImage } from '../../tests/helpers/images';
import { packPayloads } from '../../tests/security/support/xss-fields';

/** What the XSS journey created, to visit and then remove. */
export interface XssSeed {
  articleSlugs: string[];
  deletes: string[];
  settingsBefore: Record<string, string>;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Record<string, unknown>> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Puts the whole corpus into every plain-text field a public page shows (packed into as few records as
 * the length limits allow) and into article HTML, through the API as an admin would.
 */
export async function seedXssContent(request: APIRequestContext): Promise<XssSeed> {
  const seed: XssSeed = { articleSlugs: [], deletes: [], settingsBefore: {} };
  const texts = packPayloads(ALL_XSS_PAYLOADS, 255);
  const image = { name: 'foto.png', mimeType: 'image/png', buffer: await pngImage(120, 80) };
  const content = `<p>Isi artikel uji.</p>${ALL_XSS_PAYLOADS.join('\n')}`;

  for (const [index, text] of texts.entries()) {
    const article = await ok(
      await request.post('/api/article/add', {
        multipart: {
          title: text,
          author: texts[(index + 1) % texts.length] ?? text,
          content,
          category: 'informasi_penelitian',
          ...(index < 3 ? { thumbnail: image } : {}),
        },
      }),
    );
    seed.articleSlugs.push(String(article['slug']));
    seed.deletes.push(`/api/article/delete/${article['id']}`);

    const file = await ok(
      await request.post('/api/files/add', {
        data: {
          file_name: text,
          file_description: text,
          file_url: 'https://drive.google.com/file/d/uji/view',
          file_type: 'panduan_penelitian',
        },
      }),
    );
    seed.deletes.push(`/api/files/delete/${file['id']}`);

    const video = await ok(
      await request.post('/api/youtube/add', { data: { title: text, link: 'https://youtu.be/dQw4w9WgXcQ' } }),
    );
    seed.deletes.push(`/api/youtube/delete/${video['id']}`);
  }

  for (const paths of Object.values(DOCUMENT_COLLECTIONS)) {
    // A few categories carry the payloads in their names; their documents carry them in theirs.
    for (const text of texts.slice(0, 3)) {
      const category = await ok(await request.post(`/api/${paths.categoryPath}/add`, { data: { name: text } }));
      seed.deletes.push(`/api/${paths.categoryPath}/delete/${category['id']}`);
      for (const name of texts) {
        await ok(
          await request.post(`/api/${paths.documentPath}/add`, {
            data: {
              file_name: name,
              file_url: 'https://drive.google.com/file/d/doc/view',
              [paths.categoryIdField]: category['id'],
            },
          }),
        );
      }
    }
  }

  for (const text of texts.slice(0, 4)) {
    const profile = await ok(
      await request.post('/api/profile/add', { multipart: { image, alt: text, type: 'struktur_organisasi' } }),
    );
    seed.deletes.push(`/api/profile/delete/${profile['id']}`);
    const hero = await ok(
      await request.post('/api/hero/add', {
        multipart: { image, title: text, subtitle: text, alt: text, position: '0' },
      }),
    );
    seed.deletes.push(`/api/hero/delete/${hero['id']}`);
  }

  seed.settingsBefore = (await (await request.get('/api/settings')).json()) as Record<string, string>;
  const [first = '', second = ''] = packPayloads(ALL_XSS_PAYLOADS, 500);
  const phone = packPayloads(ALL_XSS_PAYLOADS, 50)[0] ?? '';
  await ok(await request.patch('/api/settings/update', { data: { address: first, working_hours: second, phone } }));
  return seed;
}

export async function removeXssContent(request: APIRequestContext, seed: XssSeed): Promise<void> {
  // Documents go with their category; the rest one by one.
  for (const url of seed.deletes) await request.delete(url);
  const { address, working_hours, phone } = seed.settingsBefore;
  await request.patch('/api/settings/update', { data: { address, working_hours, phone } });
}
