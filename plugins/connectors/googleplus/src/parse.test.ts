import { memoryArchive } from '@chorus/connector-kit';
import { SourceError, type ArchiveParsed, type Source } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { googleplusConnector } from './index.ts';
import { archiveOptionsSchema } from './feed-types.ts';
import { countGoogleplus, parseGoogleplus } from './parse.ts';
import { takeoutArchive } from './testing.ts';
import type { GoogleplusItem } from './wire.ts';

const source: Source = {
  id: '1',
  wallId: '1',
  network: 'googleplus',
  feedType: 'archive',
  options: { username: 'Ada Example' },
} as unknown as Source;

async function parsedAll(): Promise<ArchiveParsed<GoogleplusItem>[]> {
  const all: ArchiveParsed<GoogleplusItem>[] = [];
  for await (const parsed of parseGoogleplus(takeoutArchive())) all.push(parsed);
  return all;
}

const picture = (name: string, width: number, height: number) => ({
  url: `https://archive.invalid/1/${name}`,
  width,
  height,
});

describe('the Google+ Takeout parser', () => {
  it('counts the post files of the export from its directory', async () => {
    await expect(countGoogleplus(takeoutArchive())).resolves.toBe(7);
  });

  it('refuses a zip without a Posts folder, and a plain file', async () => {
    const other = memoryArchive({ 'Takeout/Mail/All mail.mbox': 'From x' });
    await expect(countGoogleplus(other)).rejects.toThrow(SourceError);
    await expect(countGoogleplus(other)).rejects.toThrow(/holds no Google\+ posts/);
    const plain = memoryArchive({ 'posts.json': '[]' }, 'file');
    await expect(countGoogleplus(plain)).rejects.toThrow(/holds no Google\+ posts/);
  });

  it('yields every good post with its exported pictures, and skips the malformed ones', async () => {
    const all = await parsedAll();
    const skipped = all.filter((parsed) => !parsed.ok);
    expect(skipped.map((parsed) => !parsed.ok && parsed.where)).toEqual([
      '20181107 - Broken.json',
      '20181108 - No time.json',
    ]);
    const kept = all.flatMap((parsed) => (parsed.ok ? [parsed] : []));
    expect(kept.map((parsed) => parsed.item.post.resourceName ?? parsed.item.entry)).toEqual([
      'Takeout/Google+ Stream/Posts/20120315 - Old export.html',
      'users/112233445566778899000/posts/UgiCakeDay',
      'users/112233445566778899000/posts/UgiLinkPost',
      'users/112233445566778899000/posts/UgiAlbum',
      'users/112233445566778899000/posts/UgiLost',
    ]);
    expect(kept.map((parsed) => parsed.files)).toEqual([
      ['Takeout/Google+ Stream/Posts/blossom.png'],
      ['Takeout/Google+ Stream/Posts/cake.png'],
      [],
      ['Takeout/Google+ Stream/Posts/hill.png', 'Takeout/Google+ Stream/Posts/lake.png'],
      [],
    ]);
  });

  it('normalizes a post with its stored picture, its author, plus-ones and comments', async () => {
    const cake = (await parsedAll()).find(
      (parsed) => parsed.ok && parsed.item.post.resourceName?.endsWith('UgiCakeDay'),
    );
    if (!cake?.ok) throw new Error('the cake post is missing');
    const post = googleplusConnector().archive.toPost(cake.item, source, [
      picture('cake.png', 4, 3),
    ]);
    expect(post).toMatchObject({
      externalId: 'users/112233445566778899000/posts/UgiCakeDay',
      network: 'googleplus',
      author: { name: 'Ada Example', link: 'https://plus.google.com/112233445566778899000' },
      description: 'Cake day at the office! <b>Best</b> one yet.<br />#cake',
      url: null,
      createdAt: Date.UTC(2018, 9, 28, 12, 34, 56) / 1000,
      likes: 2,
      comments: 1,
      media: [
        {
          kind: 'image',
          url: 'https://archive.invalid/1/cake.png',
          width: 4,
          height: 3,
          alt: 'A chocolate cake',
        },
      ],
    });
  });

  it('keeps a shared link, drops scripts, and reads the time zone', async () => {
    const all = await parsedAll();
    const link = all.find((p) => p.ok && p.item.post.resourceName?.endsWith('UgiLinkPost'));
    if (!link?.ok) throw new Error('the link post is missing');
    const post = googleplusConnector().archive.toPost(link.item, source, []);
    expect(post.url).toBe('https://example.org/articles/web');
    expect(post.description).not.toContain('script');
    expect(post.description).toContain('<a href="https://example.org/articles/web">');
    expect(post.createdAt).toBe(Date.UTC(2018, 10, 2, 13, 0, 0) / 1000);
  });

  it('keeps a picture the export lacks as the link only when nothing else is left', async () => {
    const all = await parsedAll();
    const lost = all.find((p) => p.ok && p.item.post.resourceName?.endsWith('UgiLost'));
    if (!lost?.ok) throw new Error('the lost-picture post is missing');
    const post = googleplusConnector().archive.toPost(lost.item, source, []);
    expect(post.media).toEqual([]);
    expect(post.url).toBe('https://lh3.googleusercontent.com/-gone/sunset.jpg');
    expect(post.author.name).toBe('Ada Example');
  });

  it('reads an older HTML export: its text, time and picture', async () => {
    const old = (await parsedAll()).find((p) => p.ok && p.item.entry.endsWith('.html'));
    if (!old?.ok) throw new Error('the HTML post is missing');
    const post = googleplusConnector().archive.toPost(old.item, source, [
      picture('blossom.png', 4, 4),
    ]);
    expect(post.createdAt).toBe(Date.UTC(2012, 2, 15, 9, 15, 0) / 1000);
    expect(post.description).toContain('Spring is here');
    expect(post.description).not.toContain('<img');
    expect(post.externalId).toBe('https://plus.google.com/112233445566778899000/posts/OldOne');
    expect(post.media).toHaveLength(1);
  });
});

describe('the Google+ feed type', () => {
  it("refuses an empty name with the spec's message", () => {
    const result = archiveOptionsSchema.safeParse({ username: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a google plus username.');
    expect(archiveOptionsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter a google plus username.',
    );
  });

  it('declares its upload: a zip of at most 512 MB', () => {
    const { archive } = googleplusConnector();
    expect(archive.extensions).toEqual(['.zip']);
    expect(archive.contentTypes).toContain('application/zip');
    expect(archive.maxBytes).toBe(512 * 1024 * 1024);
  });
});
