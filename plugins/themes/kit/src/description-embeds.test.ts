import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { descriptionEmbeds } from './description-embeds.ts';
import { PostText } from './PostText.tsx';

// What the server stores: a feed's HTML as the connector kit's sanitizer leaves it.
const description =
  '<p>Highlights &amp; more</p>' +
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=x&amp;t=3" width="560" height="315" ' +
  'title="Match &quot;highlights&quot;" allowfullscreen ' +
  'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>' +
  '<p>After</p><iframe src="https://player.vimeo.com/video/76979871" ' +
  'sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>';

describe('descriptionEmbeds', () => {
  it('takes the players out of sanitized HTML, in order, with their attributes decoded', () => {
    const { html, embeds } = descriptionEmbeds(description);
    expect(html).toBe('<p>Highlights &amp; more</p><p>After</p>');
    expect(embeds).toEqual([
      {
        src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?si=x&t=3',
        title: 'Match "highlights"',
        width: 560,
        height: 315,
      },
      { src: 'https://player.vimeo.com/video/76979871', title: '', width: null, height: null },
    ]);
  });

  it('leaves a description without players as it was, and drops an unclosed one', () => {
    expect(descriptionEmbeds('<p>Just text</p>')).toEqual({ html: '<p>Just text</p>', embeds: [] });
    expect(descriptionEmbeds('<p>a</p><iframe src="https://x.example/">').html).toBe('<p>a</p>');
  });
});

describe('PostText', () => {
  it('draws the text, then each player as a click-to-load video with no frame yet', () => {
    const html = renderToStaticMarkup(createElement(PostText, { post: { description } }));
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');
    expect(html).toContain(
      '<div class="chorus-text"><p>Highlights &amp; more</p><p>After</p></div>',
    );
    expect(html).toContain('aria-label="Play video: Match &quot;highlights&quot;"');
    expect(html).toContain('aspect-ratio:560 / 315');
    expect(html).toContain('aria-label="Play video: video 2"');
  });
});
