import { describe, expect, it } from 'vitest';
import { mediaPath, type HostedMedia } from './hosted-media.ts';
import { descriptionPictureUrls, hostedDescription } from './text-pictures.ts';

const emoji = 'https://social.example/emoji/wave.png?size=a&amp;v=2';
const emojiUrl = 'https://social.example/emoji/wave.png?size=a&v=2';
const description = `<p>Hello <img src="${emoji}" alt=":wave:" width="20" height="20" /> and <img src="https://other.example/x.png" alt="a &lt;cat&gt;" /> <img src="/examples/1.svg" alt="ours" /></p>`;
const hash = 'a'.repeat(64);
const hosted: HostedMedia = {
  [emojiUrl]: { hash, width: 20, height: 20, placeholder: '' },
  'https://other.example/x.png': { error: 'answered 404', retryable: false },
};

describe('pictures inside a post text', () => {
  it('lists the network addresses of the pictures in a description, read as URLs', () => {
    expect(descriptionPictureUrls(description)).toEqual([emojiUrl, 'https://other.example/x.png']);
    expect(descriptionPictureUrls('<p>no pictures</p>')).toEqual([]);
  });

  it('serves stored pictures from Chorus and shows the others as their alt text', () => {
    expect(hostedDescription(description, hosted)).toBe(
      `<p>Hello <img src="${mediaPath(hash, 96)}" alt=":wave:" width="20" height="20" /> and a &lt;cat&gt; <img src="/examples/1.svg" alt="ours" /></p>`,
    );
    // Not stored yet: the alt text until the media job is done.
    expect(hostedDescription(description, {})).toBe(
      '<p>Hello :wave: and a &lt;cat&gt; <img src="/examples/1.svg" alt="ours" /></p>',
    );
  });

  it('leaves a post stored before re-hosting as it was', () => {
    expect(hostedDescription(description, null)).toBe(description);
  });
});
