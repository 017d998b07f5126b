import { describe, expect, it } from 'vitest';
import {
  hasUnsafeScheme,
  siteUrlWithScheme,
  urlScheme,
  validateRssUrl,
  withHttpScheme,
} from './urls.ts';

describe('withHttpScheme: a URL without http gets http://', () => {
  it('prepends http:// to a bare host', () => {
    expect(withHttpScheme('example.com/a')).toBe('http://example.com/a');
  });
  it('keeps http and https URLs', () => {
    expect(withHttpScheme('https://example.com')).toBe('https://example.com');
    expect(withHttpScheme('http://example.com')).toBe('http://example.com');
  });
  it('gives null for an empty URL', () => {
    expect(withHttpScheme('  ')).toBeNull();
    expect(withHttpScheme(null)).toBeNull();
  });
});

describe('siteUrlWithScheme: a site URL without :// gets http://', () => {
  it('prepends http:// when no scheme is present', () => {
    expect(siteUrlWithScheme('mysite.org')).toBe('http://mysite.org');
  });
  it('keeps any URL that has ://', () => {
    expect(siteUrlWithScheme('ftp://mysite.org')).toBe('ftp://mysite.org');
  });
});

describe('validateRssUrl: an RSS URL must start with http:// or https://', () => {
  it('accepts http and https', () => {
    expect(validateRssUrl('http://a.org/feed')).toBeNull();
    expect(validateRssUrl('https://a.org/feed')).toBeNull();
  });
  it('refuses a URL without scheme with the spec message', () => {
    expect(validateRssUrl('a.org/feed')).toEqual({ key: 'rssUrlInvalid' });
  });
  it('asks for a URL when empty', () => {
    expect(validateRssUrl(' ')).toEqual({ key: 'rssUrlRequired' });
  });
});

describe('hasUnsafeScheme: only http and https schemes pass', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'gopher://127.0.0.1:70/',
  ])('refuses %j', (value) => {
    expect(hasUnsafeScheme(value)).toBe(true);
  });
  it.each(['https://example.org/a.png', 'HTTP://example.org', 'example.org/logo.png', '', '#fff'])(
    'lets %j through',
    (value) => {
      expect(hasUnsafeScheme(value)).toBe(false);
    },
  );
  it('names the scheme', () => {
    expect(urlScheme('Gopher://x')).toBe('gopher');
    expect(urlScheme('/relative')).toBeNull();
  });
});
