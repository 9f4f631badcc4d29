import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { contentSecurityPolicy } from '../../src/server/plugins/security';
import { inlineScriptHashes } from '../../src/server/plugins/web';
import { testConfig } from '../helpers/test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** What every answer must carry, pages and API alike. */
function expectProtectiveHeaders(headers: Record<string, unknown>): void {
  const policy = directives(String(headers['content-security-policy']));
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.every((source) => source === "'self'" || /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  async function start(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-headers-'));
    dirs.push(dir);
    const app = await buildApp({ config: testConfig(dir, env) });
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('API answers, errors and 404s carry the CSP and the protective headers, without HSTS in development', async () => {
    const app = await start();
    for (const request of [
      { url: '/api/files/type?type=panduan_penelitian' },
      { url: '/api/files/type?type=bukan' },
      { url: '/api/tidak-ada' },
      { url: '/halaman-tidak-ada' },
      { method: 'POST' as const, url: '/api/files/add', payload: {} },
    ]) {
      const response = await app.inject(request);
      expectProtectiveHeaders(response.headers);
      expect(response.headers['strict-transport-security'], request.url).toBeUndefined();
    }
  });

  it('in production: HSTS for a year with subdomains, upgrade-insecure-requests, Secure session cookie', async () => {
    const app = await start({ NODE_ENV: 'production', PUBLIC_URL: 'https://p3m.unim.ac.id' });
    const response = await app.inject({ url: '/api/health' });
    expectProtectiveHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(app.sessionCookieOptions).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' });
  });

  it("a page's policy allows exactly its own inline scripts by hash, and nothing a payload could add", () => {
    const bootstrap = 'window.__reactRouterContext = {"state":{}};';
    const html = `<html><head><script type="module" src="/assets/entry.js"></script>
      <script>${bootstrap}</script><script type="application/ld+json">{"@type":"Organization"}</script></head></html>`;
    const hashes = inlineScriptHashes(html);
    const expected = crypto.createHash('sha256').update(bootstrap, 'utf8').digest('base64');
    expect(hashes).toContain(expected);
    expect(hashes).toHaveLength(2);
    const policy = contentSecurityPolicy(testConfig('/tmp'), hashes);
    expectProtectiveHeaders({
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(policy).toContain(`'sha256-${expected}'`);
    // A script injected into stored content would have another hash, so the browser would not run it.
    const injected = crypto.createHash('sha256').update('alert(1)', 'utf8').digest('base64');
    expect(policy).not.toContain(injected);
  });
});
