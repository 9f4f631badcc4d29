import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { usersRepo } from '../../src/db/index';
import { runAdminCommand, type AdminCliIo } from '../../src/server/cli/admin-commands';
import { verifyPassword } from '../../src/server/services/passwords';
import { LOGIN_MAX_FAILURES, SESSION_COOKIE } from '../../src/shared/constants/accounts';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { enableTwoFactor } from '../helpers/two-factor';

/** A scripted terminal: answers come from `answers`, output is collected. */
function scriptedIo(answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const io: AdminCliIo = {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    async askHidden(prompt) {
      prompts.push(prompt);
      const answer = answers.shift();
      if (answer === undefined) throw new Error('no more answers');
      return answer;
    },
  };
  return { io, out, err, prompts };
}

async function run(ctx: TestContext, args: string[], password?: string, answers?: string[]) {
  const terminal = scriptedIo(answers);
  const code = await runAdminCommand(args, { db: ctx.db, password, io: terminal.io });
  return { code, ...terminal };
}

const randomAddress = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function loginStatus(ctx: TestContext, name: string, password: string, remoteAddress = randomAddress()) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { name, password },
    remoteAddress,
  });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return { status: response.statusCode, cookie: cookie ? `${cookie.name}=${cookie.value}` : '' };
}

const exec = promisify(execFile);

describeEachDatabase('admin command line', (ctx) => {
  it('create: takes ADMIN_PASSWORD, stores an argon2id hash, and the admin can log in', async () => {
    const result = await run(ctx(), ['create', 'sekretaris'], 'kata-sandi-kuat');
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toMatch(/Admin "sekretaris" created/);
    expect(result.prompts).toEqual([]);
    const admin = await usersRepo.findUserByUsername(ctx().db, 'sekretaris');
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? '', 'kata-sandi-kuat')).toBe(true);
    expect((await loginStatus(ctx(), 'sekretaris', 'kata-sandi-kuat')).status).toBe(200);
  });

  it('create: asks twice without ADMIN_PASSWORD and refuses different answers, a short or a common password', async () => {
    const differ = await run(ctx(), ['create', 'operator'], undefined, ['sandi-satu-111', 'sandi-dua-222']);
    expect(differ.code).toBe(1);
    expect(differ.prompts).toHaveLength(2);
    expect(differ.err.join('\n')).toMatch(/differ/);
    const short = await run(ctx(), ['create', 'operator'], undefined, ['pendek', 'pendek']);
    expect(short.code).toBe(1);
    expect(short.err.join('\n')).toMatch(/at least 10 characters, not a common password/);
    const common = await run(ctx(), ['create', 'operator'], undefined, ['Bismillah2024', 'Bismillah2024']);
    expect(common.code).toBe(1);
    expect(common.err.join('\n')).toMatch(/terlalu umum/);
    expect(await usersRepo.findUserByUsername(ctx().db, 'operator')).toBeUndefined();

    const ok = await run(ctx(), ['create', 'operator'], undefined, ['sandi-operator-1', 'sandi-operator-1']);
    expect(ok.code).toBe(0);
    expect((await loginStatus(ctx(), 'operator', 'sandi-operator-1')).status).toBe(200);
  });

  it('create: refuses an existing name and changes nothing', async () => {
    const before = await usersRepo.findUserByUsername(ctx().db, 'operator');
    const result = await run(ctx(), ['create', 'operator'], 'lain-sekali-123');
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(/already exists.*reset-password operator/);
    expect((await usersRepo.findUserByUsername(ctx().db, 'operator'))?.password_hash).toBe(before?.password_hash);
  });

  it('reset-password: sets the new password and ends every session of that admin only', async () => {
    const first = await loginStatus(ctx(), 'operator', 'sandi-operator-1');
    const second = await loginStatus(ctx(), 'operator', 'sandi-operator-1');
    const other = await loginStatus(ctx(), 'sekretaris', 'kata-sandi-kuat');
    const me = (cookie: string) => ctx().app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect((await me(first.cookie)).statusCode).toBe(200);

    const result = await run(ctx(), ['reset-password', 'operator'], undefined, ['sandi-baru-999', 'sandi-baru-999']);
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toMatch(/session/);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second.cookie)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await loginStatus(ctx(), 'operator', 'sandi-operator-1')).status).toBe(401);
    expect((await loginStatus(ctx(), 'operator', 'sandi-baru-999')).status).toBe(200);
  });

  it('reset-password: lifts a login lock on that name', async () => {
    const address = randomAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await loginStatus(ctx(), 'sekretaris', 'salah-terus', address);
    expect((await loginStatus(ctx(), 'sekretaris', 'kata-sandi-kuat', address)).status).toBe(429);
    expect((await run(ctx(), ['reset-password', 'sekretaris'], 'kata-sandi-baru')).code).toBe(0);
    expect((await loginStatus(ctx(), 'sekretaris', 'kata-sandi-baru', address)).status).toBe(200);
  });

  it('unlock: lifts the login throttle of that admin from every address, and of no one else', async () => {
    const [first, second] = ['10.8.1.1', '10.8.1.2'];
    for (const address of [first, second]) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        await loginStatus(ctx(), 'SEKRETARIS', 'salah-terus', address);
        await loginStatus(ctx(), 'operator', 'salah-terus', address);
      }
      expect((await loginStatus(ctx(), 'sekretaris', 'kata-sandi-baru', address)).status).toBe(429);
    }
    const result = await run(ctx(), ['unlock', 'sekretaris']);
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toMatch(/Login throttle of "sekretaris" lifted/);
    expect(result.prompts).toEqual([]);
    for (const address of [first, second]) {
      expect((await loginStatus(ctx(), 'sekretaris', 'kata-sandi-baru', address)).status).toBe(200);
      expect((await loginStatus(ctx(), 'operator', 'sandi-baru-999', address)).status).toBe(429);
    }
    const unknown = await run(ctx(), ['unlock', 'tidak-ada']);
    expect(unknown.code).toBe(1);
    expect(unknown.err.join('\n')).toMatch(/No account named "tidak-ada"/);
  });

  it('refuses unknown admins (1) and wrong usage (2) with a clear message', async () => {
    const unknown = await run(ctx(), ['reset-password', 'tidak-ada'], 'apa-saja-123');
    expect(unknown.code).toBe(1);
    expect(unknown.err.join('\n')).toMatch(/No account named "tidak-ada".*create tidak-ada/);
    for (const args of [[], ['create'], ['unlock'], ['hapus', 'x'], ['create', 'a', 'b'], ['create', '   ']]) {
      const result = await run(ctx(), args, 'apa-saja-123');
      expect(result.code, JSON.stringify(args)).toBe(2);
      expect(result.err.join('\n')).toMatch(/Usage:/);
    }
  });

  it("disable: ends the account's sessions and its logins, but never the last active Admin", async () => {
    const session = await loginStatus(ctx(), 'operator', 'sandi-baru-999');
    const me = (cookie: string) => ctx().app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect((await me(session.cookie)).statusCode).toBe(200);
    const result = await run(ctx(), ['disable', 'OPERATOR']);
    expect(result.code, result.err.join('\n')).toBe(0);
    expect(result.out.join('\n')).toMatch(/Account "operator" disabled/);
    expect((await me(session.cookie)).statusCode).toBe(401);
    expect((await loginStatus(ctx(), 'operator', 'sandi-baru-999')).status).toBe(403);
    expect((await usersRepo.findUserByUsername(ctx().db, 'operator'))?.disabled).toBe(1);

    // Of the Admins, "admin" (the test's own) and "sekretaris" are active: one may go, not both.
    expect((await run(ctx(), ['disable', 'sekretaris'])).code).toBe(0);
    const last = await run(ctx(), ['disable', 'admin']);
    expect(last.code).toBe(1);
    expect(last.err.join('\n')).toMatch(/setidaknya satu Admin aktif/);
    expect((await usersRepo.findUserByUsername(ctx().db, 'admin'))?.disabled).toBe(0);
    expect(await usersRepo.countActiveAdmins(ctx().db)).toBe(1);
    expect((await run(ctx(), ['disable', 'tidak-ada'])).code).toBe(1);
  });

  it('reset-2fa: turns off two-factor login of that account, which logs in with its password alone', async () => {
    expect((await run(ctx(), ['create', 'penjaga'], 'sandi-penjaga-2026')).code).toBe(0);
    const session = await loginStatus(ctx(), 'penjaga', 'sandi-penjaga-2026');
    await enableTwoFactor(ctx(), session.cookie, new Date());
    expect((await loginStatus(ctx(), 'penjaga', 'sandi-penjaga-2026')).status).toBe(401);

    const result = await run(ctx(), ['reset-2fa', 'PENJAGA']);
    expect(result.code, result.err.join('\n')).toBe(0);
    expect(result.out.join('\n')).toMatch(/Two-factor login of "penjaga" turned off/);
    expect((await usersRepo.findUserByUsername(ctx().db, 'penjaga'))?.totp_secret).toBeNull();
    expect((await loginStatus(ctx(), 'penjaga', 'sandi-penjaga-2026')).status).toBe(200);
    // The session it had stays.
    expect((await ctx().app.inject({ url: '/api/auth/me', headers: { cookie: session.cookie } })).statusCode).toBe(200);

    const again = await run(ctx(), ['reset-2fa', 'penjaga']);
    expect(again.code).toBe(0);
    expect(again.out.join('\n')).toMatch(/has no two-factor login. Nothing was changed/);
    const unknown = await run(ctx(), ['reset-2fa', 'tidak-ada']);
    expect(unknown.code).toBe(1);
    expect(unknown.err.join('\n')).toMatch(/No account named "tidak-ada"/);
  });

  it('npm run admin: migrates a fresh database, reads the password twice from the input, exits 0', async () => {
    const database: TestDatabase = await createTestDatabase(ctx().dialect);
    try {
      const env = {
        ...process.env,
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        ADMIN_PASSWORD: '',
      };
      const child = exec('npx', ['tsx', 'src/server/cli/admin.ts', 'create', 'ketua'], { env, timeout: 60_000 });
      child.child.stdin?.end('sandi-ketua-2026\nsandi-ketua-2026\n');
      const { stdout } = await child;
      expect(stdout).toMatch(/Admin "ketua" created/);
      expect(stdout).not.toMatch(/sandi-ketua-2026/);
      const admin = await usersRepo.findUserByUsername(database.handle.db, 'ketua');
      expect(await verifyPassword(admin?.password_hash ?? '', 'sandi-ketua-2026')).toBe(true);

      const again = exec('npx', ['tsx', 'src/server/cli/admin.ts', 'create', 'ketua'], { env, timeout: 60_000 });
      again.child.stdin?.end('');
      await expect(again).rejects.toMatchObject({ code: 1 });
    } finally {
      await database.destroy();
    }
  });
});
