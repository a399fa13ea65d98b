import { describe, expect, it } from 'vitest';
import { descriptionLength, summarise, withPageHead } from './page-head.ts';

const shell =
  '<!doctype html><html><head><meta charset="UTF-8" />\n<meta name="description" content="Site." />\n<title>Site</title></head><body><div id="root"></div></body></html>';

describe('withPageHead', () => {
  it('replaces the title and description and adds the canonical and preview tags', () => {
    const html = withPageHead(
      shell,
      { title: 'Arm · RoboMarket', description: 'An arm.', path: '/product/1', image: '/api/images/a.png' },
      'https://shop.example',
    );
    expect(html).toContain('<title>Arm · RoboMarket</title>');
    expect(html).toContain('<meta name="description" content="An arm." />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/1" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/api/images/a.png" />');
    expect(html).not.toContain('Site.');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it("writes sellers' text as text: markup escaped, and `$` patterns not read as replacement patterns", () => {
    const html = withPageHead(
      shell,
      { title: `$& <script>alert('x')</script>`, description: '"$1" & $`', path: '/product/1' },
      'https://shop.example',
    );
    expect(html).toContain('<title>$&amp; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot;$1&quot; &amp; $`" />');
    expect(html).not.toContain('<script>');
  });

  it('adds a title and description to a shell without them, and keeps only http(s) or root-relative images', () => {
    const bare = '<html><head></head><body></body></html>';
    const html = withPageHead(
      bare,
      { title: 'T', description: 'D', path: '/product/1', image: 'javascript:alert(1)' },
      'https://shop.example',
    );
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<meta name="description" content="D" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/social-preview.png" />');
  });
});

describe('summarise', () => {
  it('keeps a short text on one line, and cuts a long one at a word within the limit', () => {
    expect(summarise('  Two\n\nlines  ')).toBe('Two lines');
    const long = 'word '.repeat(60);
    const cut = summarise(long);
    expect([...cut].length).toBeLessThanOrEqual(descriptionLength);
    expect(cut).toMatch(/^(word )*word…$/);
    // One long word is cut inside it rather than dropped.
    expect([...summarise('x'.repeat(400))].length).toBe(descriptionLength);
  });
});
