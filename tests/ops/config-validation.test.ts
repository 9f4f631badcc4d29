import { describe, expect, it } from 'vitest';
import { loadConfig, productionConfigProblems } from '../../src/server/config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/p3m-config-test' } as const;
const load = (env: NodeJS.ProcessEnv) => loadConfig({ ...base, ...env });

describe('configuration checks at start', () => {
  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['0', false],
      ['off', false],
      ['true', 1],
      ['yes', 1],
      ['1', 1],
      ['2', 2],
      ['127.0.0.1', ['127.0.0.1']],
      [' 127.0.0.1 , 10.0.0.0/8,::1,fd00::/8, loopback', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']],
    ])('%j means %j', (value, expected) => {
      expect(load({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each(['banyak', '11', '-1', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,', 'nginx.local', '1.5'])(
      'refuses %j with a clear message',
      (value) => {
        expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*number of proxy hops.*CIDRs/);
      },
    );
  });

  describe('LINK_CHECK', () => {
    it('is daily in production and off elsewhere unless set', () => {
      expect(load({}).linkCheck).toBe('off');
      expect(load({ NODE_ENV: 'development' }).linkCheck).toBe('off');
      expect(load({ NODE_ENV: 'production' }).linkCheck).toBe('daily');
      expect(load({ NODE_ENV: 'production', LINK_CHECK: 'off' }).linkCheck).toBe('off');
      expect(load({ NODE_ENV: 'production', LINK_CHECK: '' }).linkCheck).toBe('daily');
      expect(load({ LINK_CHECK: ' Daily ' }).linkCheck).toBe('daily');
    });

    it('refuses another schedule with a clear message', () => {
      expect(() => load({ LINK_CHECK: 'hourly' })).toThrow(/LINK_CHECK: "hourly" is not one of daily, off/);
    });
  });

  describe('LINK_CHECK_ALLOW_PRIVATE', () => {
    it.each([
      [undefined, []],
      ['', []],
      ['false', []],
      ['off', []],
      ['true', 'all'],
      ['1', 'all'],
      [' 10.20.0.0/16 , 192.168.5.7,fd00:1::/48', ['10.20.0.0/16', '192.168.5.7', 'fd00:1::/48']],
    ])('%j allows %j', (value, expected) => {
      expect(load({ LINK_CHECK_ALLOW_PRIVATE: value }).linkAllowInternal).toEqual(expected);
    });

    it.each(['intranet', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', 'loopback'])(
      'refuses %j with a clear message',
      (value) => {
        expect(() => load({ LINK_CHECK_ALLOW_PRIVATE: value })).toThrow(
          /LINK_CHECK_ALLOW_PRIVATE: .*neither true, false, nor a comma-separated list of addresses or CIDRs/,
        );
      },
    );
  });

  describe('the bound on expensive work', () => {
    it('runs four pieces at once with 32 waiting, and watches the event loop in production only unless set', () => {
      expect(load({}).expensiveWork).toEqual({ slots: 4, queue: 32, maxEventLoopDelayMs: 0 });
      expect(load({ NODE_ENV: 'development' }).expensiveWork.maxEventLoopDelayMs).toBe(0);
      expect(load({ NODE_ENV: 'production' }).expensiveWork.maxEventLoopDelayMs).toBe(200);
      expect(load({ NODE_ENV: 'production', MAX_EVENT_LOOP_DELAY_MS: '0' }).expensiveWork.maxEventLoopDelayMs).toBe(0);
      expect(load({ MAX_EVENT_LOOP_DELAY_MS: '80' }).expensiveWork.maxEventLoopDelayMs).toBe(80);
      expect(load({ EXPENSIVE_WORK_SLOTS: '2', EXPENSIVE_WORK_QUEUE: '0' }).expensiveWork).toMatchObject({
        slots: 2,
        queue: 0,
      });
    });

    it('refuses no slot at all, and values that are not whole numbers', () => {
      expect(() => load({ EXPENSIVE_WORK_SLOTS: '0' })).toThrow(/EXPENSIVE_WORK_SLOTS/);
      expect(() => load({ EXPENSIVE_WORK_QUEUE: '-1' })).toThrow(/EXPENSIVE_WORK_QUEUE/);
      expect(() => load({ MAX_EVENT_LOOP_DELAY_MS: 'lambat' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
    });
  });

  describe('CORS_ORIGINS', () => {
    it('keeps origins, without a trailing slash', () => {
      expect(load({ CORS_ORIGINS: 'https://a.example/, http://localhost:5173' }).corsOrigins).toEqual([
        'https://a.example',
        'http://localhost:5173',
      ]);
      expect(load({}).corsOrigins).toEqual([]);
    });

    it('refuses "*", alone or in a list', () => {
      expect(() => load({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS: "\*" is not allowed/);
      expect(() => load({ CORS_ORIGINS: 'https://a.example,*' })).toThrow(/CORS_ORIGINS: "\*" is not allowed/);
    });

    it.each([
      'a.example',
      'https://a.example/path',
      'https://a.example?x=1',
      'https://user@a.example',
      'https://*.example',
      'ftp://a.example',
      'null',
      'https://A.example',
    ])('refuses %j, which is not an origin', (value) => {
      expect(() => load({ CORS_ORIGINS: value })).toThrow(
        /CORS_ORIGINS: .* is not an origin \(scheme:\/\/host\[:port\]/,
      );
    });
  });

  describe('COOKIE_SAME_SITE', () => {
    it('is lax unless set, and takes strict or none (any letter case)', () => {
      expect(load({}).cookieSameSite).toBe('lax');
      expect(load({ COOKIE_SAME_SITE: '' }).cookieSameSite).toBe('lax');
      expect(load({ COOKIE_SAME_SITE: 'Strict' }).cookieSameSite).toBe('strict');
      expect(load({ COOKIE_SAME_SITE: 'none', PUBLIC_URL: 'https://p3m.unim.ac.id' }).cookieSameSite).toBe('none');
    });

    it('refuses a value it does not know', () => {
      expect(() => load({ COOKIE_SAME_SITE: 'longgar' })).toThrow(
        /COOKIE_SAME_SITE: "longgar" is not one of lax \(the default\), strict, none/,
      );
    });

    it.each([
      ['without PUBLIC_URL', {}],
      ['with an http PUBLIC_URL', { PUBLIC_URL: 'http://p3m.unim.ac.id' }],
    ])('refuses none %s, in every environment: the cookie must be Secure', (_label, env) => {
      for (const NODE_ENV of ['production', 'development', 'test']) {
        expect(() => load({ NODE_ENV, COOKIE_SAME_SITE: 'none', ...env })).toThrow(
          /COOKIE_SAME_SITE: none needs PUBLIC_URL to be the https:\/\/ address of this server/,
        );
      }
    });
  });

  describe('ADMIN_PASSWORD', () => {
    it.each(['production', 'development', 'test'])(
      'refuses a password the change-password form refuses (%s)',
      (env) => {
        for (const password of ['a', '123456789', 'x'.repeat(1001), '1234567890', 'Bismillah2026']) {
          expect(() => load({ NODE_ENV: env, ADMIN_PASSWORD: password })).toThrow(
            /ADMIN_PASSWORD: must be 10 to 1000 characters, not a common password, and not made of the user name or the site's name \(the rule of the change-password form\)/,
          );
        }
      },
    );

    it("refuses one made of the first Admin's user name or the site's name", () => {
      const refused = /ADMIN_PASSWORD: must be 10 to 1000 characters, not a common password, and not made of/;
      expect(() => load({ ADMIN_USERNAME: 'editor2', ADMIN_PASSWORD: 'editor2editor2' })).toThrow(refused);
      expect(() => load({ ADMIN_PASSWORD: 'Admin-2026-admin' })).toThrow(refused);
      expect(() => load({ ADMIN_PASSWORD: 'P3M-UNIM-2026' })).toThrow(refused);
      expect(load({ ADMIN_USERNAME: 'editor2', ADMIN_PASSWORD: 'editor2-kopi-pagi' }).adminPassword).toBe(
        'editor2-kopi-pagi',
      );
    });

    it('accepts one that follows the rule, and treats an empty one as not set', () => {
      expect(load({ ADMIN_PASSWORD: 'kata-sandi-awal-2026' }).adminPassword).toBe('kata-sandi-awal-2026');
      expect(load({ ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
      expect(load({}).adminPassword).toBeUndefined();
    });
  });

  describe('SECRET_KEY (the key of the two-factor secrets)', () => {
    it('takes 32 characters or more, and leaves an empty one unset (the key file then)', () => {
      expect(load({ SECRET_KEY: ` ${'k'.repeat(32)} ` }).secretKey).toBe('k'.repeat(32));
      expect(load({ SECRET_KEY: '' }).secretKey).toBeUndefined();
      expect(() => load({ SECRET_KEY: 'k'.repeat(31) })).toThrow(/SECRET_KEY: must be at least 32 characters/);
    });

    it('is required in production with PostgreSQL and no DATA_DIR, where the key file would have no place', () => {
      const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://p3m.unim.ac.id' } as const;
      const postgres = { ...production, DATABASE_URL: 'postgres://p3m@127.0.0.1/p3m' };
      expect(productionConfigProblems(loadConfig(postgres))).toEqual([
        expect.stringMatching(/^SECRET_KEY .* or DATA_DIR .* is required: the key encrypts the two-factor/),
      ]);
      expect(productionConfigProblems(loadConfig({ ...postgres, SECRET_KEY: 'k'.repeat(64) }))).toEqual([]);
      expect(productionConfigProblems(loadConfig({ ...postgres, DATA_DIR: '/var/lib/p3m' }))).toEqual([]);
      expect(productionConfigProblems(loadConfig({ ...production, DATA_DIR: '/var/lib/p3m' }))).toEqual([]);
    });
  });
});
