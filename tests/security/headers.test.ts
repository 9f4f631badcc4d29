import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { contentSecurityPolicy } from '../../src/server/plugins/security';
import { allowRenderedScripts } from '../../src/server/render/page-renderer';
import { assertBuilt } from '../helpers/production-app';
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
  async function start(env: NodeJS.ProcessEnv = {}, web: false | 'production' = false): Promise<FastifyInstance> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-headers-'));
    dirs.push(dir);
    const app = await buildApp({ config: testConfig(dir, env), web });
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

  it("a page's policy allows by hash exactly the inline scripts its render emitted, and nothing content could add", () => {
    const marker = 'geheim-123';
    const handOver = 'window.__reactRouterContext = {"state":{}};';
    // A script in stored content, even one copying the hand-over's text or guessing a nonce.
    const injected = 'alert(1)';
    const html = `<html><head><script type="module" src="/assets/entry.js"></script>
      <script nonce="${marker}">${handOver}</script><script type="application/ld+json">{"@type":"Organization"}</script>
      </head><body><script>${injected}</script><script nonce="tebakan">${injected}</script></body></html>`;
    const page = allowRenderedScripts(html, marker);
    const sha = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64');
    expect(page.hashes).toEqual([sha(handOver)]);
    expect(page.html).not.toContain(marker);
    expect(page.html).toContain(`<script>${handOver}</script>`);
    const policy = contentSecurityPolicy(testConfig('/tmp'), page.hashes);
    expectProtectiveHeaders({
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(policy).toContain(`'sha256-${sha(handOver)}'`);
    expect(policy).not.toContain(sha(injected));
  });

  // Pages need the production build (CI builds before it tests).
  it('public pages carry no inline script that runs; the admin shell only its own, by hash', async () => {
    assertBuilt();
    const app = await start({}, 'production');
    const scripts = (html: string) =>
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
        attributes: match[1] ?? '',
        content: match[2] ?? '',
      }));
    const home = await app.inject({ url: '/' });
    const inline = scripts(home.body).filter((script) => !/\bsrc=/.test(script.attributes));
    expect(inline.map((script) => script.attributes.trim())).toEqual(['type="application/ld+json"']);
    expect(String(home.headers['content-security-policy'])).toMatch(/script-src 'self';/);
    expect(home.body).not.toContain('nonce=');

    const admin = await app.inject({ url: '/admin/login' });
    expect(admin.body).not.toContain('nonce=');
    const handOver = scripts(admin.body).filter((script) => !/\bsrc=|ld\+json/.test(script.attributes));
    expect(handOver.length).toBeGreaterThan(0);
    const policy = String(admin.headers['content-security-policy']);
    for (const script of handOver) {
      expect(policy).toContain(
        `'sha256-${crypto.createHash('sha256').update(script.content, 'utf8').digest('base64')}'`,
      );
    }
  });
});
