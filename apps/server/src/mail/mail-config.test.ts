import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('mail settings', () => {
  it('sends no mail without CHORUS_SMTP_URL', () => {
    expect(loadConfig({}).mail).toBeUndefined();
  });

  it('builds links from CHORUS_PUBLIC_URL and names a default sender on its host', () => {
    const config = loadConfig({
      CHORUS_SMTP_URL: 'smtp://user:pass@mail.example.org:587',
      CHORUS_PUBLIC_URL: 'https://wall.example.org/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.org:587',
      from: 'Chorus <no-reply@wall.example.org>',
      publicOrigin: 'https://wall.example.org',
    });
    const named = loadConfig({
      CHORUS_SMTP_URL: 'smtps://mail.example.org',
      CHORUS_PUBLIC_URL: 'https://wall.example.org',
      CHORUS_MAIL_FROM: 'Walls <walls@example.org>',
    });
    expect(named.mail?.from).toBe('Walls <walls@example.org>');
  });

  it('refuses SMTP without a public address, and an address that is not smtp', () => {
    expect(() => loadConfig({ CHORUS_SMTP_URL: 'smtp://mail.example.org' })).toThrow(
      new ConfigError(
        'Invalid configuration:\n- CHORUS_SMTP_URL needs CHORUS_PUBLIC_URL: links in mail are built from it.',
      ),
    );
    expect(() =>
      loadConfig({
        CHORUS_SMTP_URL: 'http://mail.example.org',
        CHORUS_PUBLIC_URL: 'https://x.org',
      }),
    ).toThrow(/CHORUS_SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/);
  });
});
