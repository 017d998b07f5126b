import { describe, expect, it } from 'vitest';
import {
  siteUrlWithScheme,
  validateFacebookPageName,
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

describe('validateFacebookPageName: a page name has no http:// and no slash', () => {
  it('accepts a plain page name', () => {
    expect(validateFacebookPageName('chorus')).toBeNull();
  });
  it('refuses an address or a path', () => {
    expect(validateFacebookPageName('http://facebook.com/chorus')).toEqual({
      key: 'facebookPageInvalid',
    });
    expect(validateFacebookPageName('pages/chorus')).toEqual({ key: 'facebookPageInvalid' });
  });
  it('asks for a page name when empty', () => {
    expect(validateFacebookPageName('')).toEqual({ key: 'facebookPageRequired' });
  });
});
