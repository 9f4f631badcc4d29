import { expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { describeEachDatabase } from '../helpers/test-app';

// Addresses the router refuses before any route runs: answered in Indonesian, without the address.

const longId = `${'9'.repeat(60)}${'x'.repeat(60)}`;

describeEachDatabase('addresses the router refuses', (ctx) => {
  it('a path parameter over 100 characters answers 414 in Indonesian, without repeating it', async () => {
    for (const [method, url] of [
      ['DELETE', `/api/article/delete/${longId}`],
      ['PATCH', `/api/article/update/${longId}`],
      ['POST', `/api/trash/article/${longId}/restore`],
      ['GET', `/api/article/${longId}`],
      ['PUT', `/api/autosave/article/${longId}`],
    ] as const) {
      const response = await ctx().asAdmin({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(414);
      expect(response.json(), `${method} ${url}`).toEqual({ message: messages.api.urlTooLong });
      expect(response.body).not.toContain(longId.slice(0, 20));
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('a path that is not valid percent-encoding answers 400 in Indonesian, without repeating it', async () => {
    const url = '/api/article/delete/%E0%A4%A';
    const response = await ctx().asAdmin({ method: 'DELETE', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.api.badUrl });
    expect(response.body).not.toContain('%E0');
  });

  it('outside the API the same refusal is plain text', async () => {
    const response = await ctx().app.inject({ url: '/uploads/%E0%A4%A.webp' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(messages.api.badUrl);
  });
});
