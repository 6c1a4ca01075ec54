import { documentKindOf, inlineCode, xmlCode } from './documentCode';

describe('documentKindOf', () => {
  it.each([
    ['evil.html', 'html'],
    ['deep/evil.HTML', 'html'],
    ['x.htm', 'html'],
    ['x.xhtml', 'xml'],
    ['picture.SVG', 'xml'],
    ['feed.xml', 'xml'],
    ['cv.pdf', undefined],
    ['svg', undefined],
    ['notes.txt', undefined],
  ])('reads %s as %s', (path, kind) => {
    expect(documentKindOf(path)).toBe(kind);
  });
});

describe('inlineCode', () => {
  it('finds no code in script files, JSON-LD data or ordinary links', () => {
    expect(
      inlineCode(
        '<script type="application/ld+json">{}</script><script type="module" src="/a.js"></script><a href="/about">About</a><a href="https://example.com">x</a>',
      ),
    ).toEqual([]);
  });

  it.each([
    ['a bare script', '<script>go()</script>', 'go()'],
    ['a script of another spelling and type', '<SCRIPT Type="module">go()</SCRIPT>', 'go()'],
    ['a classic script with its type', '<script type="text/javascript">go()</script>', 'go()'],
    ['a script in noscript', '<noscript><script>go()</script></noscript>', 'go()'],
    ['a script in a template', '<template><script>go()</script></template>', 'go()'],
    ['a script in an SVG', '<svg><script>go()</script></svg>', 'go()'],
    ['an event handler', '<img src="x.png" onerror="go()">', 'onerror="go()"'],
    ['a javascript: link', '<a href="JavaScript:go()">x</a>', 'href="JavaScript:go()"'],
    [
      'a javascript: link with a tab in it',
      '<a href="java\tscript:go()">x</a>',
      'href="java\tscript:go()"',
    ],
    ['a frame’s page of the site’s origin', '<iframe srcdoc="&lt;b&gt;"></iframe>', 'srcdoc="<b>"'],
  ])('finds %s', (_case, html, code) => {
    expect(inlineCode(`<!doctype html><html><head></head><body>${html}</body></html>`)).toEqual([
      code,
    ]);
  });
});

describe('xmlCode', () => {
  const svg = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inside}</svg>`;

  it('finds no code in a drawing, its styles, links and data', () => {
    expect(
      xmlCode(
        `<?xml version="1.0"?>${svg('<style>a{fill:red}</style><a href="https://example.com"><path d="M0 0"/></a><script type="application/json">{}</script>')}`,
      ),
    ).toEqual([]);
  });

  it.each([
    ['a script', svg('<script>go()</script>'), 'go()'],
    ['a script in CDATA', svg('<script><![CDATA[go()]]></script>'), 'go()'],
    [
      'an XHTML script under a prefix',
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">go()</h:script>'),
      'go()',
    ],
    [
      'a script in an XHTML title, which an HTML parser reads as text',
      '<html xmlns="http://www.w3.org/1999/xhtml"><head><title><script>go()</script></title></head></html>',
      'go()',
    ],
    ['an event handler', svg('<rect onload="go()"/>'), 'onload="go()"'],
    ['a prefixed event handler', svg('<rect x:onclick="go()" xmlns:x="urn:x"/>'), 'onclick="go()"'],
    [
      'a javascript: link',
      svg('<a xlink:href="javascript:go()" xmlns:xlink="http://www.w3.org/1999/xlink"/>'),
      'href="javascript:go()"',
    ],
    [
      'an animation that sets a javascript: link',
      svg('<a><set attributeName="href" to="javascript:go()"/></a>'),
      'to="javascript:go()"',
    ],
    [
      'an animation that sets an event handler',
      svg('<rect><animate attributeName="onmouseover" values="go()"/></rect>'),
      'values="go()"',
    ],
    [
      'entities declared in its DOCTYPE',
      `<!DOCTYPE svg [<!ENTITY e "x">]>${svg('')}`,
      '<!DOCTYPE svg [<!ENTITY e "x">]>',
    ],
    [
      'an XSLT stylesheet',
      `<?xml-stylesheet type="text/xsl" href="x.xsl"?>${svg('')}`,
      '<?xml-stylesheet type="text/xsl" href="x.xsl"?>',
    ],
  ])('finds %s', (_case, xml, code) => {
    expect(xmlCode(xml)).toEqual([code]);
  });

  it('refuses a file that is not well-formed XML, which no browser would read as a drawing', () => {
    expect(xmlCode('<svg><script>go()</svg>')).toEqual([
      expect.stringMatching(/^not well-formed XML: /),
    ]);
  });
});
