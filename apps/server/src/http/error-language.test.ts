/**
 * An error body in the caller's language: the owner app sends its owner's language as
 * `Accept-Language`, and the server's catalogue texts come back in it (error-language.ts).
 */
import { messages } from '@chorus/core';
import { loadLanguage } from '@chorus/core/i18n';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testing.ts';
import { useRoleApp } from '../testing/role-app.ts';
import { sameOrigin } from '../testing/roles.ts';
import { preferredLanguage } from './error-language.ts';

describe('preferredLanguage', () => {
  it('takes the most preferred shipped language of an Accept-Language header', () => {
    expect(preferredLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(preferredLanguage('ja, de;q=0.5, en;q=0.7')).toBe('en');
    expect(preferredLanguage('ja;q=1, es;q=0.2')).toBe('es');
    expect(preferredLanguage('de;q=0, fr;q=0.1')).toBe('fr');
    expect(preferredLanguage('ja')).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });
});

describe.each(testDatabases())("errors in the caller's language on $name", ({ open }) => {
  const t = useRoleApp(open);
  const signIn = (language?: string, payload: object = { username: 'nobody', password: 'x' }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { origin: sameOrigin, ...(language ? { 'accept-language': language } : {}) },
    });

  it('answers a failed sign-in in French to a French caller, in English otherwise', async () => {
    const french = await loadLanguage('fr');
    const inFrench = await signIn('fr-FR,fr;q=0.9');
    expect(inFrench.statusCode).toBe(401);
    expect(inFrench.json()).toEqual({ error: french.t('signInFailed') });
    expect(french.t('signInFailed')).not.toBe(messages.signInFailed);
    expect((await signIn()).json()).toEqual({ error: messages.signInFailed });
    expect((await signIn('en-GB')).json()).toEqual({ error: messages.signInFailed });
  });

  it('translates a validation failure and keeps its field paths', async () => {
    const german = await loadLanguage('de');
    const response = await signIn('de', { username: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; issues: { path: string }[] };
    expect(body.error).toBe(german.t('requestWrong'));
    expect(body.issues.map((issue) => issue.path)).toEqual(['username']);
  });
});
