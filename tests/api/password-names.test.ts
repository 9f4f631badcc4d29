import { expect, it } from 'vitest';
import { usersRepo } from '../../src/db/index';
import { runAdminCommand, type AdminCliIo } from '../../src/server/cli/admin-commands';
import { verifyPassword } from '../../src/server/services/passwords';
import { messages } from '../../src/shared/messages';
import { addAccount, loginCookie } from '../helpers/accounts';
import { rememberTestSecret } from '../helpers/activity-secrets';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// No password built from the user name, the person's name or the site's name (issue 29), wherever a
// password is set: the change of one's own (server and form share the rule) and the command line.

const refused = messages.validation.passwordFromNames;

/** The command line with ADMIN_PASSWORD set: what it printed and how it ended. */
async function shell(ctx: TestContext, args: string[], password: string) {
  const err: string[] = [];
  const io: AdminCliIo = { out: () => undefined, err: (text) => err.push(text), askHidden: () => Promise.reject() };
  const code = await runAdminCommand(args, { db: ctx.db, password, io });
  return { code, err: err.join('\n') };
}

describeEachDatabase("passwords built from one's names", (ctx) => {
  it("change-password refuses the user name, the person's name and the site's name, padded or repeated", async () => {
    // The account's name shown is `Nama editor2` (tests/helpers/accounts.ts).
    const account = await addAccount(ctx(), 'editor2', 'editor');
    const cookie = await loginCookie(ctx(), account.username, account.temporaryPassword);
    const change = (next: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie },
        payload: { current_password: account.temporaryPassword, new_password: next, confirm_password: next },
      });
    for (const password of ['editor2editor2', 'P3M-UNIM-2026', 'Nama.Editor.2026', 'EDITOR2-nama-editor2!']) {
      rememberTestSecret(password);
      const answer = await change(password);
      expect(answer.statusCode, password).toBe(400);
      expect(answer.json(), password).toEqual({ message: refused, fieldErrors: { new_password: refused } });
    }
    const own = 'editor2-kopi-pagi';
    rememberTestSecret(own);
    const accepted = await change(own);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await loginCookie(ctx(), 'editor2', own);
  });

  it('the command line refuses them too, for a new Admin and a reset alike', async () => {
    const created = await shell(ctx(), ['create', 'kepala'], 'kepala-kepala-2026');
    expect(created.code).toBe(1);
    expect(created.err).toContain(refused);
    expect(await usersRepo.findUserByUsername(ctx().db, 'kepala')).toBeUndefined();
    expect((await shell(ctx(), ['create', 'kepala'], 'P3M-UNIM-2026')).code).toBe(1);
    expect((await shell(ctx(), ['create', 'kepala'], 'kepala-teh-hangat')).code).toBe(0);

    await addAccount(ctx(), 'operator3', 'editor');
    const reset = await shell(ctx(), ['reset-password', 'operator3'], 'Nama-Operator-1990');
    expect(reset.code).toBe(1);
    expect(reset.err).toContain(refused);
    expect((await shell(ctx(), ['reset-password', 'operator3'], 'operator3-lari-pagi')).code).toBe(0);
    const row = await usersRepo.findUserByUsername(ctx().db, 'operator3');
    expect(await verifyPassword(row?.password_hash ?? '', 'operator3-lari-pagi')).toBe(true);
  });
});
