import { describe, expect, it } from 'vitest';
import { createMailToken } from '../../db/repositories/mail-tokens.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { testDatabases } from '../../db/testing.ts';
import {
  linkIn,
  mailPublicUrl,
  sessionCookieOf,
  useMailApp,
  type ReceivedMail,
} from '../../mail/testing.ts';
import { sameOrigin } from '../../testing/roles.ts';

const publicUrl = mailPublicUrl;

describe.each(testDatabases())('e-mail verification on $name', ({ open }) => {
  const t = useMailApp(open);

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: sameOrigin, ...headers },
    });
  const status = (cookie: string) =>
    t.app.inject({ url: '/api/user/email-verification', headers: { cookie } });
  const verifyMailTo = (email: string) => (mail: ReceivedMail) =>
    mail.to.includes(email) && mail.subject === 'Confirm your e-mail address for Chorus';
  const tokenOf = (mail: ReceivedMail) =>
    new URLSearchParams(
      new URL(linkIn(mail, `${publicUrl}/verify-email#token=`)).hash.slice(1),
    ).get('token') ?? '';

  async function signUp(headers: Record<string, string> = {}) {
    const username = uniqueName('verify');
    const email = `${username}@example.com`;
    const response = await post('/api/signup', { username, email, password: 'secret1' }, headers);
    expect(response.statusCode).toBe(201);
    return { username, email, cookie: sessionCookieOf(response) };
  }

  it('mails a link at sign-up that verifies the address once, without blocking sign-in', async () => {
    const { username, email, cookie } = await signUp();
    expect((await status(cookie)).json()).toEqual({
      email,
      verified: false,
      verified_at: null,
      mail: true,
    });
    // Sign-in does not wait for the address.
    const login = await post('/api/login', { username, password: 'secret1' });
    expect(login.statusCode).toBe(200);

    const mail = await t.mailbox.next(verifyMailTo(email));
    expect(mail.text).toContain(`Hello ${username},`);
    const token = tokenOf(mail);
    const verified = await post('/api/email/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      state: 'verified',
      message: 'Your e-mail address is verified.',
    });
    const after = (await status(cookie)).json();
    expect(after).toMatchObject({ email, verified: true, mail: true });
    expect(Date.parse(after.verified_at)).not.toBeNaN();

    const again = await post('/api/email/verify', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      state: 'already-verified',
      message: 'This e-mail address is already verified.',
    });
    const resend = await post('/api/user/email-verification', undefined, { cookie });
    expect(resend.json().state).toBe('already-verified');
  });

  it('sends again on request, limited to 5 an hour, and says when a link has expired', async () => {
    const { email, cookie } = await signUp();
    const first = tokenOf(await t.mailbox.next(verifyMailTo(email)));
    const resend = await post('/api/user/email-verification', undefined, { cookie });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({
      state: 'sent',
      message: `A new link is on its way to ${email}.`,
    });
    const second = tokenOf(await t.mailbox.next(verifyMailTo(email)));
    expect(second).not.toBe(first);

    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - 49 * 60 * 60 * 1000);
    const old = await createMailToken(t.database.db, 'verify', user.id, email, longAgo);
    const expired = await post('/api/email/verify', { token: old });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      error: 'This verification link has expired. Send a new one from your account settings.',
    });
    const unknown = await post('/api/email/verify', { token: 'y'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'This verification link is not valid.' });

    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post('/api/user/email-verification', undefined, { cookie })).statusCode);
    }
    // One was sent above: the fifth of these is the sixth in the hour.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    // Any of the links still verifies; an expired one then says the address is verified.
    expect((await post('/api/email/verify', { token: first })).json().state).toBe('verified');
    expect((await post('/api/email/verify', { token: old })).json().state).toBe('already-verified');
  });

  it("writes the sign-up mail in the browser's language when the account has none", async () => {
    const { email } = await signUp({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    const mail = await t.mailbox.next(
      (m) => m.to.includes(email) && m.subject === 'Bestätige deine E-Mail-Adresse für Chorus',
    );
    expect(mail.text).toContain('Adresse bestätigen');
  });

  it('answers the signed-out with 401', async () => {
    expect((await t.app.inject({ url: '/api/user/email-verification' })).statusCode).toBe(401);
  });
});
