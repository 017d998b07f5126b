import { describe, expect, it } from 'vitest';
import { checkSignIn, checkSignUp, issuesByField } from './auth-form.ts';

describe('the sign-up checks', () => {
  it('asks for 5-character usernames and passwords and a valid e-mail', () => {
    expect(checkSignUp({ username: ' ann ', email: 'ann', password: '1234' })).toEqual({
      username: 'Username must be at least 5 characters.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 5 characters.',
    });
    expect(checkSignUp({ username: 'annie', email: '', password: '12345' })).toEqual({
      email: 'Email is required.',
    });
    expect(
      checkSignUp({ username: 'annie', email: 'ann@example.test', password: '12345' }),
    ).toEqual({});
  });
});

describe('the sign-in checks', () => {
  it('needs both fields', () => {
    expect(checkSignIn({ username: ' ', password: '' })).toEqual({
      username: 'Please enter your username or e-mail.',
      password: 'Please enter your password.',
    });
    expect(checkSignIn({ username: 'ann@example.test', password: 'x' })).toEqual({});
  });
});

describe('issuesByField', () => {
  it("places a server's validation issues on their fields, first message first", () => {
    expect(
      issuesByField<{ username: string; email: string }>(
        [
          { path: 'email', message: 'Please enter a valid email address.' },
          { path: 'email', message: 'second' },
          { path: 'other', message: 'ignored' },
        ],
        ['username', 'email'],
      ),
    ).toEqual({ email: 'Please enter a valid email address.' });
  });
});
