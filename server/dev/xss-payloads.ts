// Known XSS payloads ("Hostile HTML" in docs/architecture.md#security) that the reference server's dev-only hostile
// mode (./xss-replies.ts) puts into the HTML fields of its content replies. They are drawn from the OWASP XSS
// filter evasion cheat sheet, PortSwigger's XSS cheat sheet, the mutation-XSS and namespace-confusion
// bypasses published against DOMPurify, and well-known polyglots. Each one, were it to run, calls
// window.__xss(n) (or parent.__xss(n) from a nested document), alert/confirm/prompt(n), or navigates to
// a javascript: / vbscript: / data:text/html URL, so a browser test that installs those globals sees any
// payload that gets through. Mounted only in development and tests.

/** What a payload may use: the call that reports case n, the same call from a child document, n. */
export interface PayloadContext {
  /** `__xss(n)`: the global the browser test installs. */
  x: string;
  /** `parent.__xss(n)`: the same call from an iframe's document (srcdoc, javascript:, data: frames). */
  p: string;
  n: number;
}

const codes = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
/** `&#106;&#97;…` (decimal character references). */
const decimal = (text: string) =>
  codes(text)
    .map((c) => `&#${c};`)
    .join('');
/** `&#0000106&#0000097…` (zero-padded, no semicolons: OWASP "long UTF-8 without semicolons"). */
const paddedDecimal = (text: string) =>
  codes(text)
    .map((c) => `&#${String(c).padStart(7, '0')}`)
    .join('');
/** `&#x6A&#x61…` (hex, no semicolons). */
const hexNoSemicolons = (text: string) =>
  codes(text)
    .map((c) => `&#x${c.toString(16).toUpperCase()}`)
    .join('');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
type Payload = (ctx: PayloadContext) => string;

export const XSS_PAYLOADS: readonly Payload[] = [
  // --- script elements and breakouts of the contexts a filter may think it is in
  ({ x }) => `<script>${x}</script>`,
  ({ x }) => `<script src="data:text/javascript,${x}"></script>`,
  ({ x }) => `<script/src="data:,${x}"></script>`,
  ({ x }) => `<scr<script>ipt>${x}</scr</script>ipt>`,
  ({ x }) => `<<script>${x};//<</script>`,
  ({ x }) => `"><script>${x}</script>`,
  ({ x }) => `</textarea><script>${x}</script>`,
  ({ x }) => `--><script>${x}</script>`,
  ({ x }) => `<script>eval(atob('${base64(x)}'))</script>`,
  ({ x }) => `<script>document.write('<img src=x onerror=${x}>')</script>`,
  ({ n }) => `<IMG """><SCRIPT>alert(${n})</SCRIPT>">`,
  // --- event handlers
  ({ x }) => `<img src=x onerror=${x}>`,
  ({ x }) => `<IMG SRC=x ONERROR=${x}>`,
  ({ x }) => `<img/src="x"/onerror=${x}>`,
  ({ x }) => `<img\fsrc=x\fonerror=${x}>`,
  ({ x }) => `<img src=x onerror=${x}//`,
  ({ n }) => `<img src=x onerror="&#95;&#95;xss(${n})">`,
  ({ n }) => `<img src=x onerror=&#x61;&#x6c;&#x65;&#x72;&#x74;(${n})>`,
  ({ n }) => `<img src=x onerror=alert&lpar;${n}&rpar;>`,
  ({ n }) => `<img src=x onerror=\\u0061lert(${n})>`,
  ({ n }) => `<img src=x onerror=top[/al/.source+/ert/.source](${n})>`,
  ({ x }) => `<img src=x onerror="Function('${x}')()">`,
  ({ n }) => `<img src=x onerror=confirm(${n})>`,
  ({ n }) => `<img src=x onerror=prompt(${n})>`,
  ({ n }) => `<img src=x:alert(alt) onerror=eval(src) alt=${n}>`,
  ({ n }) => `<IMG SRC=# onmouseover="alert(${n})">`,
  ({ x }) => `<input type=image src=x onerror=${x}>`,
  ({ x }) => `<image src=x onerror=${x}>`,
  ({ x }) => `<svg onload=${x}>`,
  ({ x }) => `<svg><g/onload=${x}//<p>`,
  ({ n }) => `<BODY ONLOAD=alert(${n})>`,
  ({ x }) => `<iframe onload=${x}></iframe>`,
  ({ x }) => `<input autofocus onfocus=${x}>`,
  ({ x }) => `<input onblur=${x} autofocus><input autofocus>`,
  ({ x }) => `<details open ontoggle=${x}>`,
  ({ x }) => `<video><source onerror="${x}"></video>`,
  ({ x }) => `<audio src=x onerror=${x}></audio>`,
  ({ x }) => `<marquee onstart=${x}>x</marquee>`,
  ({ x }) => `<div onmouseover="${x}" style="position:fixed;inset:0">x</div>`,
  ({ x }) => `<a href="#" onclick="${x}">x</a>`,
  ({ x }) => `<x onclick=${x}>click me</x>`,
  ({ x }) => `<style onload=${x}></style>`,
  ({ x }) => `<svg><animate onbegin=${x} attributeName=x dur=1s>`,
  // --- javascript:, vbscript: and data: URLs, plain and obfuscated
  ({ x }) => `<a href="javascript:${x}">link</a>`,
  ({ x }) => `<a href="JaVaScRiPt:${x}">link</a>`,
  ({ x }) => `<a href=" javascript:${x}">link</a>`,
  ({ x }) => `<a href="&#1;javascript:${x}">link</a>`,
  ({ x }) => `<a href="java&#9;script:${x}">link</a>`,
  ({ x }) => `<a href="javascript&colon;${x}">link</a>`,
  ({ x }) => `<a href="${decimal(`javascript:${x}`)}">link</a>`,
  ({ x }) => `<a href="${paddedDecimal(`javascript:${x}`)}">link</a>`,
  ({ x }) => `<a href="${hexNoSemicolons(`javascript:${x}`)}">link</a>`,
  ({ x }) => `<a href="javascript://%0a${x}">link</a>`,
  ({ x }) => `<a target="_blank" href="javascript:${x}">new tab</a>`,
  ({ n }) => `<a href="vbscript:MsgBox(${n})">link</a>`,
  ({ p }) => `<a href="data:text/html,<script>${p}</script>">link</a>`,
  ({ p }) => `<a href="data:text/html;base64,${base64(`<script>${p}</script>`)}">link</a>`,
  ({ n }) => `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83,${n}))>`,
  ({ p }) => `<img src="data:text/html,<script>${p}</script>">`,
  ({ p }) => `<img src="data:text/html;base64,${base64(`<script>${p}</script>`)}">`,
  ({ p }) => `<video src="data:text/html;base64,${base64(`<script>${p}</script>`)}"></video>`,
  ({ x }) => `<video poster="javascript:${x}"></video>`,
  ({ x }) => `<TABLE BACKGROUND="javascript:${x}"><tr><td>x</td></tr></TABLE>`,
  ({ x }) => `<map name="m"><area shape="rect" coords="0,0,100,100" href="javascript:${x}"></map>`,
  ({ x }) => `<form action="javascript:${x}"><input type="submit" value="go"></form>`,
  ({ x }) => `<form><button formaction="javascript:${x}">go</button></form>`,
  ({ x }) => `<isindex action="javascript:${x}" type="image">`,
  ({ x }) => `<svg><a xlink:href="javascript:${x}"><text x="20" y="20">link</text></a></svg>`,
  ({ x }) =>
    `<svg><a><animate attributeName="href" values="javascript:${x}"/><text x="20" y="20">link</text></a></svg>`,
  ({ x }) => `<math href="javascript:${x}">link</math>`,
  ({ x }) =>
    `<svg><use href="data:image/svg+xml,&lt;svg id='u' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='${x}'/&gt;&lt;/svg&gt;#u"/></svg>`,
  // --- frames, srcdoc, objects, embeds
  ({ p }) => `<iframe src="javascript:${p}"></iframe>`,
  ({ p }) => `<iframe srcdoc="<script>${p}</script>"></iframe>`,
  ({ p }) => `<iframe src="data:text/html,<script>${p}</script>"></iframe>`,
  ({ p }) => `<FRAMESET><FRAME SRC="javascript:${p}"></FRAMESET>`,
  ({ p }) => `<object data="javascript:${p}"></object>`,
  ({ p }) => `<embed src="javascript:${p}">`,
  // --- document-level elements: refresh, base, stylesheets
  ({ x }) => `<meta http-equiv="refresh" content="0;url=javascript:${x}">`,
  ({ x }) => `<base href="javascript:${x}//"><a href="/about">relative link</a>`,
  ({ p }) => `<link rel="import" href="data:text/html,<script>${p}</script>">`,
  ({ x }) => `<style>@import 'javascript:${x}';</style>`,
  ({ x }) => `<div style="background-image:url(javascript:${x})">x</div>`,
  ({ x }) => `<div style="width:expression(${x})">x</div>`,
  // --- mutation XSS and namespace confusion (published sanitizer bypasses)
  ({ x }) => `<math><mtext><table><mglyph><style><img src=x onerror=${x}>`,
  ({ x }) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${x}>`,
  ({ x }) => `<svg></p><style><a id="</style><img src=x onerror=${x}>">`,
  ({ x }) =>
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror=${x}>"></style></h1>`,
  ({ x }) => `<svg><style><img src=x onerror=${x}></style></svg>`,
  ({ x }) => `<svg><title><img src=x onerror=${x}></title></svg>`,
  ({ x }) => `<svg><foreignObject><img src=x onerror=${x}></foreignObject></svg>`,
  ({ n }) => `<svg><script>&#x5f;&#x5f;xss(${n})</script></svg>`,
  ({ x }) => `<svg><script href="data:,${x}"/></svg>`,
  ({ x }) => `<noscript><p title="</noscript><img src=x onerror=${x}>"></noscript>`,
  ({ x }) => `<noscript><style></noscript><img src=x onerror=${x}>`,
  ({ x }) => `<template><img src=x onerror=${x}></template>`,
  ({ x }) => `<xmp><p title="</xmp><img src=x onerror=${x}>"></xmp>`,
  ({ x }) => `<noembed><img title="</noembed><img src=x onerror=${x}>"></noembed>`,
  ({ x }) => `<style><img src="</style><img src=x onerror=${x}//">`,
  ({ x }) => `<textarea><img title="</textarea><img src=x onerror=${x}>"></textarea>`,
  ({ x }) => `<title><img title="</title><img src=x onerror=${x}>"></title>`,
  ({ x }) => `<plaintext><img src=x onerror=${x}>`,
  // --- comments, CDATA, processing instructions
  ({ x }) => `<!--<img src="--><img src=x onerror=${x}//">`,
  ({ x }) => `<!-- --!><img src=x onerror=${x}> -->`,
  ({ x }) => `<comment><img src="</comment><img src=x onerror=${x}//">`,
  ({ x }) => `<![CDATA[><img src=x onerror=${x}>]]>`,
  ({ x }) => `<?xml-stylesheet ?><img src=x onerror=${x}>`,
  ({ x }) => `<!--[if]><script>${x}</script>-->`,
  ({ x }) => `&lt;img src=x onerror=${x}&gt;`,
  // --- legacy and exotic vectors of the OWASP sheet
  ({ x }) => `<BR SIZE="&{${x}}">`,
  ({ x }) => `<XSS STYLE="behavior: url(javascript:${x});">`,
  ({ x }) =>
    `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a${x}'\\0029">`,
  ({ x }) => `<a href="https://belchans.example/" ping="javascript:${x}">ping</a>`,
  ({ x }) =>
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${x} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${x}//>\\x3e`,
  ({ x }) =>
    `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${x}//'>`,
];

/** The harmless marker before each payload: the test knows case n rendered when it sees it. */
export const caseMarker = (n: number) => `<p data-xss-case="${n}">Case ${n}</p>`;

/** Case n as a sink receives it: the marker, then payload n calling __xss(n). */
export function xssCase(n: number): string {
  const payload = XSS_PAYLOADS[n];
  if (!payload) throw new RangeError(`no XSS payload ${n}`);
  return caseMarker(n) + payload({ x: `__xss(${n})`, p: `parent.__xss(${n})`, n });
}
