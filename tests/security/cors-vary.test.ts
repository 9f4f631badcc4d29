import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-app';

const FRONTEND = 'https://frontend.example';

/** The names listed in a Vary header, in lower case. */
function varyNames(value: string | string[] | number | undefined): string[] {
  return String(value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

describeEachDatabase(
  'answers that depend on Origin say so in Vary (CORS_ORIGINS set)',
  (ctx) => {
    it.each(['/api/health', '/api/auth/me'])('a GET that is not cached: %s', async (url) => {
      for (const origin of [FRONTEND, 'https://other.example', undefined]) {
        const response = await ctx().app.inject({ url, headers: origin ? { origin } : {} });
        expect(varyNames(response.headers.vary), `${url} from ${origin}`).toContain('origin');
        expect(varyNames(response.headers.vary).filter((name) => name === 'origin')).toHaveLength(1);
      }
    });

    it('a cached public GET, when first stored and when served from the cache, names Origin and Accept-Encoding', async () => {
      for (const attempt of ['stored', 'from the cache', 'from the cache again']) {
        const response = await ctx().app.inject({
          url: '/api/article',
          headers: { origin: FRONTEND, 'accept-encoding': 'br, gzip' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['access-control-allow-origin']).toBe(FRONTEND);
        expect(varyNames(response.headers.vary), attempt).toEqual(
          expect.arrayContaining(['origin', 'accept-encoding']),
        );
      }
    });
  },
  { env: { CORS_ORIGINS: FRONTEND } },
);
