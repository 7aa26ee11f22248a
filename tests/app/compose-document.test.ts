// src/entry-server.tsx composeDocument: where the page's code goes in the HTML, and at which priority
// (docs/architecture.md#performance). A rendered page is seen before its code runs, so the code asks for a low
// priority and leaves the line to the stylesheet and the first screen's pictures; the plain shell shows nothing
// without it and keeps the browser's default.
import { describe, expect, it } from 'vitest';
import { composeDocument } from '../../src/entry-server';

// index.html as `vite build` writes it (its tags as they come out of the build).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Bèl Chans</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-libs-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"><!--app--><div class="boot-bar"></div><!--/app--></div>
  </body>
</html>`;

const PAGE = { kind: 'page' as const, head: '<title>Blog</title>', body: '<main>Articles</main>', data: '{"x":1}' };

describe('composeDocument', () => {
  it("puts a rendered page's code after its content, at low priority, and keeps the stylesheet in <head>", () => {
    const html = composeDocument(TEMPLATE, 'fr', PAGE as never);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(
      '<main>Articles</main></div>\n  <script type="application/json" id="ssr-data">{"x":1}</script>' +
        '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/shell-libs-def.js">' +
        '<script fetchpriority="low" type="module" crossorigin src="/assets/index-abc.js"></script></body>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
  });

  it('leaves the shell’s code at its default priority: without it the shell shows nothing', () => {
    const html = composeDocument(TEMPLATE, 'en');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shell-libs-def.js">' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script></body>',
    );
    expect(html).not.toContain('fetchpriority');
    expect(html).toContain('<div class="boot-bar"></div>');
  });
});
