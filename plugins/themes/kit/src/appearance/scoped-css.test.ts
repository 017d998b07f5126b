import { describe, expect, it } from 'vitest';
import {
  scopeCssRules,
  scopeSelector,
  scopeSelectorList,
  splitSelectorList,
  type CssRuleContainer,
  type CssRuleLike,
} from './scoped-css.ts';

const scope = '.chorus-wall';

describe('custom CSS selectors', () => {
  it('splits a list on top-level commas only', () => {
    expect(splitSelectorList('a, b:is(c, d), [title="e, f"], g')).toEqual([
      'a',
      'b:is(c, d)',
      '[title="e, f"]',
      'g',
    ]);
    expect(splitSelectorList('a\\,b, c')).toEqual(['a\\,b', 'c']);
  });

  it('aims a selector inside the wall, and the page roots at the wall itself', () => {
    expect(scopeSelector('.chorus-card', scope)).toBe('.chorus-wall .chorus-card');
    expect(scopeSelector('*', scope)).toBe('.chorus-wall *');
    expect(scopeSelector('body', scope)).toBe('.chorus-wall');
    expect(scopeSelector(':root', scope)).toBe('.chorus-wall');
    expect(scopeSelector('html body .x', scope)).toBe('.chorus-wall .x');
    expect(scopeSelector('html > body > .x', scope)).toBe('.chorus-wall > .x');
    expect(scopeSelector('body.dark .x', scope)).toBe('.chorus-wall.dark .x');
    expect(scopeSelector('body::before', scope)).toBe('.chorus-wall::before');
    expect(scopeSelector('bodyish', scope)).toBe('.chorus-wall bodyish');
    expect(scopeSelector('.screen-main h1', scope)).toBe('.chorus-wall .screen-main h1');
  });

  it('scopes each selector of a list', () => {
    expect(scopeSelectorList('body, .a:is(.b, .c) > p', scope)).toBe(
      '.chorus-wall, .chorus-wall .a:is(.b, .c) > p',
    );
  });
});

// CSSOM stand-ins: the real rules are the browser's (the e2e wall test uses them).
type FakeGroup = CssRuleLike & CssRuleContainer & { readonly cssRules: CssRuleLike[] };
function rule(kind: string, fields: Partial<CssRuleLike> = {}, rules?: CssRuleLike[]): FakeGroup {
  const Kind = { [kind]: class {} }[kind]!;
  const made = Object.assign(new Kind(), fields);
  return Object.assign(made, {
    cssRules: rules ?? [],
    deleteRule: (index: number) => void rules?.splice(index, 1),
  }) as unknown as FakeGroup;
}

describe('scopeCssRules', () => {
  it('re-aims style rules, recurses into conditions and drops rules that reach outside', () => {
    const media = rule('CSSMediaRule', {}, [rule('CSSStyleRule', { selectorText: 'p' })]);
    const sheet = rule('CSSStyleSheet', {}, [
      rule('CSSStyleRule', { selectorText: 'body' }),
      media,
      rule('CSSScopeRule', {}, [rule('CSSStyleRule', { selectorText: 'p' })]),
      rule('CSSImportRule'),
      rule('CSSPageRule', { selectorText: ':first' }),
      rule('CSSKeyframesRule'),
    ]);
    scopeCssRules(sheet, scope);
    expect(sheet.cssRules.map((one) => one.constructor.name)).toEqual([
      'CSSStyleRule',
      'CSSMediaRule',
      'CSSKeyframesRule',
    ]);
    expect(sheet.cssRules[0]?.selectorText).toBe('.chorus-wall');
    expect(media.cssRules[0]?.selectorText).toBe('.chorus-wall p');
  });
});
