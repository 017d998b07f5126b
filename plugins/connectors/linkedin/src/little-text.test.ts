import { describe, expect, it } from 'vitest';
import { littleTextToPlain, plainTextToHtml } from './little-text.ts';

describe("LinkedIn's little text", () => {
  it('turns hashtags and mentions into their text and undoes escapes', () => {
    expect(
      littleTextToPlain(
        'Hello {hashtag|\\#|Chorus} and @[Ada \\(Chorus\\)](urn:li:person:Aa1) \\* \\_x\\_ \\\\ end',
      ),
    ).toBe('Hello #Chorus and Ada (Chorus) * _x_ \\ end');
  });

  it('keeps text that only looks like markup', () => {
    expect(littleTextToPlain('email me @ work {not a tag} [x](y)')).toBe(
      'email me @ work {not a tag} [x](y)',
    );
  });

  it('escapes the text as HTML in paragraphs, never passing markup through', () => {
    expect(plainTextToHtml('<img src=x onerror=alert(1)>\nline two\n\n"para" & \'two\'')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;<br>line two</p><p>&quot;para&quot; &amp; &#39;two&#39;</p>',
    );
    expect(plainTextToHtml('  \n\n ')).toBe('');
  });
});
