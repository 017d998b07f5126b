import { describe, expect, it } from 'vitest';
import { hoistStyleAttributes } from './hoist-styles.ts';

describe('hoisting the style attributes of server HTML', () => {
  it('replaces each style attribute by a marker and one rule per distinct style', () => {
    const hoisted = hoistStyleAttributes(
      '<div class="a" style="left:0;top:0"><p style="left:0;top:0">x</p><i style="width:2px">y</i></div>',
    );
    expect(hoisted.html).toBe(
      '<div class="a" data-chorus-style="0"><p data-chorus-style="0">x</p><i data-chorus-style="1">y</i></div>',
    );
    expect(hoisted.styles).toEqual(['left:0;top:0', 'width:2px']);
    expect(hoisted.css).toBe(
      '[data-chorus-style="0"]{left:0;top:0}\n[data-chorus-style="1"]{width:2px}',
    );
  });

  it('decodes the attribute, and leaves out of the stylesheet a style that could leave its rule', () => {
    const hoisted = hoistStyleAttributes(
      '<b style="background-image:url(&quot;a.png&quot;)"></b><b style="color:red}body{display:none"></b><b style="x:&lt;/style&gt;"></b>',
    );
    expect(hoisted.styles).toEqual([
      'background-image:url("a.png")',
      'color:red}body{display:none',
      'x:</style>',
    ]);
    expect(hoisted.css).toBe('[data-chorus-style="0"]{background-image:url("a.png")}');
    // The page data carries only what the stylesheet does not: the client reads the rest back.
    expect(hoisted.pageStyles).toEqual(['', 'color:red}body{display:none', 'x:</style>']);
  });

  it('does not touch text that looks like an attribute', () => {
    const html = '<p>style="left:0"</p>';
    expect(hoistStyleAttributes(html).html).toBe(html);
  });
});
