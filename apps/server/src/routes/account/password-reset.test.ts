import { describe, expect, it } from 'vitest';
import { createMailToken } from '../../db/repositories/mail-tokens.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import { outboxOf } from '../../mail/outbox.ts';
import {
  linkIn,
  mailPublicUrl,
  sessionCookieOf,
  useMailApp,
  type ReceivedMail,
} from '../../mail/testing.ts';
import { buildTestApp, testConfig } from '../../testing/app.ts';
import { sameOrigin } from '../../testing/roles.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { resetRequestAnswer } from './password-reset.ts';

const publicUrl = mailPublicUrl;

describe.each(testDatabases())('password reset by mail on $name', ({ open }) => {
  const t = useMailApp(open);

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { origin: sameOrigin, ...headers },
    });

  async function signUp(password = 'first-pass') {
    const username = uniqueName('reset');
    const email = `${username}@example.com`;
    const response = await post('/api/signup', { username, email, password });
    expect(response.statusCode).toBe(201);
    return { username, email, cookie: sessionCookieOf(response) };
  }

  const resetMailTo = (email: string) => (mail: ReceivedMail) =>
    mail.to.includes(email) && mail.subject === 'Reset your Chorus password';

  it('mails a link that sets a new password once, and ends the other sessions', async () => {
    const { username, email, cookie: firstCookie } = await signUp();
    const login = await post('/api/login', { username, password: 'first-pass' });
    const secondCookie = sessionCookieOf(login);

    // Any case of the address finds the account.
    const asked = await post('/api/password/forgot', { email: email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: resetRequestAnswer });

    const mail = await t.mailbox.next(resetMailTo(email));
    expect(mail.text).toContain(`Hello ${username},`);
    const link = linkIn(mail, `${publicUrl}/reset-password#token=`);
    expect(mail.html).toContain(`href="${link}"`);
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    expect((await post('/api/password/reset/check', { token })).statusCode).toBe(200);
    const short = await post('/api/password/reset', { token, password: '1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toContainEqual({
      path: 'password',
      message: 'Password must be at least 5 characters.',
    });

    const reset = await post(
      '/api/password/reset',
      { token, password: 'second-pass' },
      { cookie: secondCookie },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password is changed. Sign in with it.' });

    // The browser that reset keeps its session; every other one ends.
    const current = (cookie: string) =>
      t.app.inject({ url: '/api/user/current', headers: { cookie } });
    expect((await current(firstCookie)).statusCode).toBe(401);
    expect((await current(secondCookie)).statusCode).toBe(200);

    expect((await post('/api/login', { username, password: 'first-pass' })).statusCode).toBe(401);
    expect((await post('/api/login', { username, password: 'second-pass' })).statusCode).toBe(200);

    const again = await post('/api/password/reset', { token, password: 'third-pass' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      error: 'This reset link has already been used. Ask for a new one if you need it.',
    });
    expect((await post('/api/password/reset/check', { token })).json().error).toBe(
      'This reset link has already been used. Ask for a new one if you need it.',
    );
    expect((await post('/api/login', { username, password: 'third-pass' })).statusCode).toBe(401);
  });

  it('answers an address no account uses exactly as a known one, and mails nothing', async () => {
    const { email } = await signUp();
    const unknown = `${uniqueName('nobody')}@example.com`;
    const known = await post('/api/password/forgot', { email }, {}, '10.1.0.1');
    const stranger = await post('/api/password/forgot', { email: unknown }, {}, '10.1.0.1');
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json()).toEqual(known.json());
    await t.mailbox.next(resetMailTo(email));
    await outboxOf(t.app).settled();
    expect(t.mailbox.received.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('says an expired link has expired, and an unknown one is not valid', async () => {
    const { email } = await signUp();
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const token = await createMailToken(t.database.db, 'reset', user.id, email, twoHoursAgo);
    const expired = 'This reset link has expired. Ask for a new one.';
    expect((await post('/api/password/reset/check', { token })).json()).toEqual({
      error: expired,
    });
    const reset = await post('/api/password/reset', { token, password: 'new-pass' });
    expect(reset.statusCode).toBe(410);
    expect(reset.json()).toEqual({ error: expired });

    const unknown = await post('/api/password/reset', { token: 'x'.repeat(43), password: 'pass5' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'This reset link is not valid. Ask for a new one.' });
    // In the caller's language, from core's catalogue.
    const french = await post(
      '/api/password/reset/check',
      { token: 'x'.repeat(43) },
      { 'accept-language': 'fr' },
    );
    expect(french.json()).toEqual({
      error: 'Ce lien de réinitialisation n’est pas valide. Demandez-en un nouveau.',
    });
  });

  it('limits requests to 5 per address and 20 per client address an hour', async () => {
    const email = `${uniqueName('limited')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const from = `10.2.0.${i + 1}`;
      statuses.push((await post('/api/password/forgot', { email }, {}, from)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const fromOne: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const other = `${uniqueName(`ip${i}`)}@example.com`;
      fromOne.push(
        (await post('/api/password/forgot', { email: other }, {}, '10.3.0.1')).statusCode,
      );
    }
    expect(fromOne.filter((status) => status === 200)).toHaveLength(20);
    const refused = await post('/api/password/forgot', { email: 'x@example.com' }, {}, '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it("writes the mail in the account's language", async () => {
    const { email, cookie } = await signUp();
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'fr' },
      headers: { cookie, origin: sameOrigin },
    });
    expect(language.statusCode).toBe(200);
    await post('/api/password/forgot', { email }, {}, '10.4.0.1');
    const mail = await t.mailbox.next(
      (m) => m.to.includes(email) && m.subject === 'Réinitialisez votre mot de passe Chorus',
    );
    expect(mail.text).toContain('Choisir un nouveau mot de passe');
    expect(mail.html).toContain('<html lang="fr">');
  });
});

describe.each(testDatabases())('without SMTP settings on $name', ({ open }) => {
  const t = useRoleApp(open, (database) =>
    buildTestApp(database, testConfig({ CHORUS_PUBLIC_URL: publicUrl })),
  );

  it('says plainly that mail is not set up, and sign-up and sign-in work as before', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'someone@example.com' },
      headers: { origin: sameOrigin },
    });
    expect(forgot.statusCode).toBe(503);
    expect(forgot.json()).toEqual({
      error: 'E-mail is not set up on this server, so it cannot send links. Ask its administrator.',
    });
    const username = uniqueName('nomail');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { username, email: `${username}@example.com`, password: 'secret1' },
      headers: { origin: sameOrigin },
    });
    expect(signup.statusCode).toBe(201);
    const cookie = sessionCookieOf(signup);
    const status = await t.app.inject({ url: '/api/user/email-verification', headers: { cookie } });
    expect(status.json()).toEqual({
      email: `${username}@example.com`,
      verified: false,
      verified_at: null,
      mail: false,
    });
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/user/email-verification',
      headers: { cookie, origin: sameOrigin },
    });
    expect(resend.statusCode).toBe(503);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'secret1' },
      headers: { origin: sameOrigin },
    });
    expect(login.statusCode).toBe(200);
  });
});
