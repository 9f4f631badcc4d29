import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { usersRepo } from '../../src/db/index';
import { SESSION_SEEN_INTERVAL_MS } from '../../src/shared/constants/accounts';
import { format, messages } from '../../src/shared/messages';
import { OWN_PASSWORD, activate, addAccount, loginCookie } from '../helpers/accounts';
import { multipart } from '../helpers/images';
import { describeEachDatabase, TEST_ADMIN, type TestContext } from '../helpers/test-app';
import { hashToken } from '../../src/server/services/auth/session';
import { tokenOf } from '../security/support/credentials';

const api = messages.api;
const me = (ctx: TestContext, cookie: string) => ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
const as = (ctx: TestContext, cookie: string, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: { ...options.headers, cookie } });
const idOf = async (ctx: TestContext, username: string) => (await usersRepo.findUserByUsername(ctx.db, username))!.id;
const addFileLink = (ctx: TestContext, cookie: string) =>
  as(ctx, cookie, {
    method: 'POST',
    url: '/api/files/add',
    payload: {
      file_name: 'Panduan',
      file_description: 'Panduan penelitian',
      file_url: 'https://drive.google.com/file/d/x/view',
      file_type: 'panduan_penelitian',
    },
  });

describeEachDatabase('staff accounts: Admins and Editors', (ctx) => {
  it('an Admin adds a person with a temporary password answered once, never stored or listed', async () => {
    const response = await ctx().asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Siti Rahma', username: 'siti', email: 'siti@unim.ac.id', role: 'editor' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(api.userCreated);
    expect(body.temporaryPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(body.user).toMatchObject({
      name: 'Siti Rahma',
      username: 'siti',
      email: 'siti@unim.ac.id',
      role: 'editor',
      disabled: false,
      mustChangePassword: true,
      activeSessions: 0,
    });
    const list = await ctx().asAdmin({ url: '/api/users' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(body.temporaryPassword);
    expect(list.body).not.toContain('password');
    expect(list.json().map((user: { username: string }) => user.username)).toEqual(
      expect.arrayContaining(['admin', 'siti']),
    );
    const row = await usersRepo.findUserByUsername(ctx().db, 'siti');
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    // A user name is one login in any letter case; the fields are checked with Indonesian messages.
    const taken = await ctx().asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Lain', username: 'SITI', role: 'editor' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.username).toBe(format(api.usernameTaken, { username: 'SITI' }));
    const bad = await ctx().asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: { name: ' ', username: 'ada spasi', email: 'bukan-email', role: 'pemilik' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      name: 'Nama wajib diisi.',
      username: messages.validation.invalidUsername,
      email: messages.validation.invalidEmail,
      role: messages.validation.invalidRole,
    });
  });

  it('a temporary password opens nothing but the password change, then the account works', async () => {
    const account = await addAccount(ctx(), 'baru', 'editor');
    const cookie = await loginCookie(ctx(), 'baru', account.temporaryPassword);
    expect((await me(ctx(), cookie)).json().admin).toMatchObject({
      username: 'baru',
      role: 'editor',
      mustChangePassword: true,
    });
    const refused = await addFileLink(ctx(), cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(api.mustChangePassword);
    expect((await as(ctx(), cookie, { url: '/api/auth/sessions' })).statusCode).toBe(403);
    // The temporary password cannot be kept, nor replaced by a common one.
    const change = (next: string) =>
      as(ctx(), cookie, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: account.temporaryPassword, new_password: next, confirm_password: next },
      });
    expect((await change(account.temporaryPassword)).json().fieldErrors.new_password).toBe(
      messages.validation.passwordUnchanged,
    );
    expect((await change('P3MUNIM2026')).json().fieldErrors.new_password).toBe(messages.validation.passwordTooCommon);
    expect((await change(OWN_PASSWORD)).statusCode).toBe(200);
    expect((await me(ctx(), cookie)).json().admin.mustChangePassword).toBe(false);
    expect((await addFileLink(ctx(), cookie)).statusCode).toBe(201);
    expect((await loginCookie(ctx(), 'baru', OWN_PASSWORD)).length).toBeGreaterThan(0);
  });

  it('an Editor writes content but is refused accounts and site settings (403 in Indonesian)', async () => {
    const editor = await activate(ctx(), await addAccount(ctx(), 'penulis', 'editor'));
    const body = await multipart({
      title: 'Artikel Penulis',
      author: 'Penulis',
      content: '<p>Isi</p>',
      category: 'informasi_penelitian',
    });
    const article = await ctx().app.inject({
      method: 'POST',
      url: '/api/article/add',
      payload: body.payload,
      headers: { ...body.headers, cookie: editor },
    });
    expect(article.statusCode, article.body).toBe(201);
    for (const request of [
      { url: '/api/users' },
      { method: 'POST', url: '/api/users', payload: { name: 'X', username: 'x', role: 'admin' } },
      { method: 'PATCH', url: `/api/users/${await idOf(ctx(), 'penulis')}`, payload: { role: 'admin' } },
      { method: 'POST', url: `/api/users/${await idOf(ctx(), 'admin')}/reset-password` },
      { method: 'PATCH', url: '/api/settings/update', payload: { address: 'Alamat lain' } },
    ]) {
      const response = await as(ctx(), editor, request);
      expect(response.statusCode, `${request.method ?? 'GET'} ${request.url}`).toBe(403);
      expect(response.json().message).toBe(api.adminOnly);
    }
    expect((await usersRepo.findUserByUsername(ctx().db, 'penulis'))?.role).toBe('editor');
    // Each person changes the name shown, which the login and /me answer.
    const renamed = await as(ctx(), editor, { method: 'PATCH', url: '/api/auth/me', payload: { name: 'Bu Penulis' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await me(ctx(), editor)).json().admin.name).toBe('Bu Penulis');
    expect((await as(ctx(), editor, { method: 'PATCH', url: '/api/auth/me', payload: { name: '' } })).statusCode).toBe(
      400,
    );
  });

  it('an Admin changes roles and names; nobody demotes or disables themselves', async () => {
    const id = await idOf(ctx(), 'penulis');
    const promoted = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/users/${id}`,
      payload: { role: 'admin', name: 'Penulis Utama' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'admin', name: 'Penulis Utama', disabled: false });
    const self = await idOf(ctx(), TEST_ADMIN.name);
    const demote = await ctx().asAdmin({ method: 'PATCH', url: `/api/users/${self}`, payload: { role: 'editor' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(api.ownRole);
    const disable = await ctx().asAdmin({ method: 'PATCH', url: `/api/users/${self}`, payload: { disabled: true } });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(api.ownDisable);
    expect((await ctx().asAdmin({ method: 'PATCH', url: `/api/users/${self}`, payload: {} })).statusCode).toBe(400);
    expect((await ctx().asAdmin({ method: 'PATCH', url: '/api/users/99999', payload: { name: 'X' } })).statusCode).toBe(
      404,
    );
    const row = await usersRepo.findUserById(ctx().db, self);
    expect(row).toMatchObject({ role: 'admin', disabled: 0 });
    const back = await ctx().asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { role: 'editor' } });
    expect(back.json().role).toBe('editor');
  });

  it('two Admins demoting each other at the same moment leave one active Admin', async () => {
    const other = await activate(ctx(), await addAccount(ctx(), 'admin-kedua', 'admin'));
    const mine = await ctx().login();
    const [first, second] = await Promise.all([
      as(ctx(), mine, {
        method: 'PATCH',
        url: `/api/users/${await idOf(ctx(), 'admin-kedua')}`,
        payload: { role: 'editor' },
      }),
      as(ctx(), other, {
        method: 'PATCH',
        url: `/api/users/${await idOf(ctx(), TEST_ADMIN.name)}`,
        payload: { role: 'editor' },
      }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0], `${first.body} ${second.body}`).toBe(200);
    // The other one is refused: by the rule, or by the guard when the first change came before it.
    expect([403, 409]).toContain(statuses[1]);
    expect(await usersRepo.countActiveAdmins(ctx().db)).toBe(1);
    const refused = [first, second].find((response) => response.statusCode !== 200);
    if (refused?.statusCode === 409) expect(refused.json().message).toBe(api.lastAdmin);
    // Put back: the test's admin is an Admin again.
    const survivor = (await usersRepo.findUserByUsername(ctx().db, TEST_ADMIN.name))?.role === 'admin' ? mine : other;
    for (const username of [TEST_ADMIN.name, 'admin-kedua']) {
      await as(ctx(), survivor, {
        method: 'PATCH',
        url: `/api/users/${await idOf(ctx(), username)}`,
        payload: { role: 'admin' },
      });
    }
    expect(await usersRepo.countActiveAdmins(ctx().db)).toBe(2);
  });

  it('disabling ends every session of the account at once and refuses its logins; enabling lets it in again', async () => {
    await activate(ctx(), await addAccount(ctx(), 'pergi', 'editor'));
    const laptop = await loginCookie(ctx(), 'pergi', OWN_PASSWORD);
    const phone = await loginCookie(ctx(), 'pergi', OWN_PASSWORD);
    const id = await idOf(ctx(), 'pergi');
    const listed = (await ctx().asAdmin({ url: '/api/users' })).json().find((user: { id: number }) => user.id === id);
    expect(listed.activeSessions).toBe(3);
    const disabled = await ctx().asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { disabled: true } });
    expect(disabled.json()).toMatchObject({ disabled: true, activeSessions: 0 });
    for (const cookie of [laptop, phone]) {
      expect((await me(ctx(), cookie)).statusCode).toBe(401);
      expect((await addFileLink(ctx(), cookie)).statusCode).toBe(401);
    }
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: 'pergi', password: OWN_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(api.accountDisabled);
    expect(login.cookies).toHaveLength(0);
    // A wrong password does not learn that the account exists, disabled or not.
    const wrong = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: 'pergi', password: 'salah-sekali-123' },
    });
    expect(wrong.json().message).toBe(api.loginFailed);
    await ctx().asAdmin({ method: 'PATCH', url: `/api/users/${id}`, payload: { disabled: false } });
    expect((await me(ctx(), await loginCookie(ctx(), 'pergi', OWN_PASSWORD))).statusCode).toBe(200);
  });

  it("resetting a password makes a new temporary one, ends the sessions, and is not for one's own account", async () => {
    const session = await loginCookie(ctx(), 'pergi', OWN_PASSWORD);
    const id = await idOf(ctx(), 'pergi');
    const reset = await ctx().asAdmin({ method: 'POST', url: `/api/users/${id}/reset-password` });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(api.passwordReset);
    const temporary = reset.json().temporaryPassword as string;
    expect(reset.json().user).toMatchObject({ mustChangePassword: true, activeSessions: 0 });
    expect((await me(ctx(), session)).statusCode).toBe(401);
    const old = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: 'pergi', password: OWN_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await loginCookie(ctx(), 'pergi', temporary);
    expect((await me(ctx(), fresh)).json().admin.mustChangePassword).toBe(true);
    const own = await ctx().asAdmin({
      method: 'POST',
      url: `/api/users/${await idOf(ctx(), TEST_ADMIN.name)}/reset-password`,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(api.ownPasswordReset);
    // An Admin ends every session of another person.
    const ended = await ctx().asAdmin({ method: 'DELETE', url: `/api/users/${id}/sessions` });
    expect(ended.json().message).toBe(format(api.sessionsEnded, { count: 1 }));
    expect((await me(ctx(), fresh)).statusCode).toBe(401);
  });

  it('Sesi Aktif: each person lists their own sessions and ends any or all of the others', async () => {
    await activate(ctx(), await addAccount(ctx(), 'sesi', 'editor'));
    const desktop = await loginCookie(ctx(), 'sesi', OWN_PASSWORD);
    const phone = (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name: 'sesi', password: OWN_PASSWORD },
        remoteAddress: '10.20.30.40',
        headers: {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        },
      })
    ).cookies[0]!;
    const phoneCookie = `${phone.name}=${phone.value}`;
    const list = await as(ctx(), desktop, { url: '/api/auth/sessions' });
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: string; browser: string; address: string; current: boolean }[];
    // The session `activate` opened, the desktop's and the phone's.
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const onPhone = sessions.find((session) => session.address === '10.20.30.40');
    expect(onPhone).toMatchObject({ browser: 'Safari di iPhone', current: false });
    expect(sessions.find((session) => session.current)).toMatchObject({ browser: 'Chrome di Windows' });
    expect(list.body).not.toContain(desktop.split('=')[1]);

    // Someone else's session cannot be ended through one's own list.
    const stranger = await ctx().asAdmin({ method: 'DELETE', url: `/api/auth/sessions/${onPhone!.id}` });
    expect(stranger.statusCode).toBe(404);
    expect((await me(ctx(), phoneCookie)).statusCode).toBe(200);
    const current = sessions.find((session) => session.current)!;
    const own = await as(ctx(), desktop, { method: 'DELETE', url: `/api/auth/sessions/${current.id}` });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(api.currentSession);

    const ended = await as(ctx(), desktop, { method: 'DELETE', url: `/api/auth/sessions/${onPhone!.id}` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe(api.sessionEnded);
    expect((await me(ctx(), phoneCookie)).statusCode).toBe(401);
    expect((await as(ctx(), desktop, { method: 'DELETE', url: `/api/auth/sessions/${onPhone!.id}` })).statusCode).toBe(
      404,
    );

    const all = await as(ctx(), desktop, { method: 'DELETE', url: '/api/auth/sessions' });
    expect(all.json().message).toBe(format(api.sessionsEnded, { count: 1 }));
    const left = (await as(ctx(), desktop, { url: '/api/auth/sessions' })).json();
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});

describeEachDatabase('a session is marked seen at most once a minute', (ctx) => {
  it('writes the last-seen time when the last one is over a minute old, not on every request', async () => {
    const cookie = await ctx().login();
    const hash = hashToken(tokenOf(cookie));
    const seenAt = async () =>
      (await ctx().db.selectFrom('sessions').select('last_seen_at').where('id', '=', hash).executeTakeFirstOrThrow())
        .last_seen_at;
    const setSeen = (msAgo: number) =>
      ctx()
        .db.updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - msAgo).toISOString() })
        .where('id', '=', hash)
        .execute();
    const request = () => me(ctx(), cookie);

    // Seen within the minute: the request writes nothing.
    await setSeen(SESSION_SEEN_INTERVAL_MS / 2);
    const recent = await seenAt();
    await request();
    expect(await seenAt()).toBe(recent);
    // Seen longer ago: the request records it, and the list answers it.
    await setSeen(SESSION_SEEN_INTERVAL_MS * 2);
    const before = Date.now();
    await request();
    const updated = Date.parse((await seenAt()) ?? '');
    expect(updated).toBeGreaterThanOrEqual(before - 1000);
    const listed = (await as(ctx(), cookie, { url: '/api/auth/sessions' })).json()[0].lastSeenAt as string;
    expect(Date.parse(listed)).toBe(updated);
  });
});
