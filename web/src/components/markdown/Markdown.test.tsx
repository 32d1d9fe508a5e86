import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, isExternalHref } from './Markdown';

const html = (content: string) => render(<Markdown content={content} />).container;

describe('Markdown (SITE-BLOGS-5: the one renderer of post bodies)', () => {
  it('when the body has headings, lists, emphasis, a quote and a table, then each becomes its element', () => {
    const c = html(
      '# Big\n\n## Section\n\nSome **bold** and *italic*.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n| Regime | Rate |\n| --- | --- |\n| New | 5% |\n',
    );
    // The page title is the h1: a post's top heading is an h2.
    expect(c.querySelector('h1')).toBeNull();
    expect([...c.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Big', 'Section']);
    expect(c.querySelector('strong')?.textContent).toBe('bold');
    expect(c.querySelector('em')?.textContent).toBe('italic');
    expect(c.querySelectorAll('ul > li')).toHaveLength(2);
    expect(c.querySelectorAll('ol > li')).toHaveLength(1);
    expect(c.querySelector('blockquote')?.textContent).toContain('quoted');
    expect([...c.querySelectorAll('th')].map((t) => t.textContent)).toEqual(['Regime', 'Rate']);
    expect([...c.querySelectorAll('td')].map((t) => t.textContent)).toEqual(['New', '5%']);
  });

  it('when a post is plain text (written before markdown), then it reads as paragraphs with their line breaks', () => {
    const c = html('First paragraph.\nSecond line of it.\n\nSecond paragraph.');
    const ps = [...c.querySelectorAll('p')];
    expect(ps.map((p) => p.textContent)).toEqual([
      'First paragraph.\nSecond line of it.',
      'Second paragraph.',
    ]);
    expect(ps[0]!.style.whiteSpace || getComputedStyle(ps[0]!).whiteSpace).toBe('pre-line');
  });

  it('when links are external, then they open in a new tab with noopener noreferrer; site links do not', () => {
    const c = html('[Tax dept](https://incometax.gov.in) and [our SIP tool](/calculators/sip-calculator)');
    const [out, inside] = [...c.querySelectorAll('a')];
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(inside).toHaveAttribute('href', '/calculators/sip-calculator');
    expect(inside).not.toHaveAttribute('target');
    expect(isExternalHref('//evil.example')).toBe(true);
  });

  it.each([
    ['a script tag', '<script>window.hacked = true</script>\n\nText after.'],
    ['an image with onerror', '<img src="x" onerror="window.hacked = true">'],
    ['raw HTML with a handler', '<div onclick="window.hacked = true" style="position:fixed">click</div>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a javascript: link', '[click me](javascript:window.hacked=true)'],
    ['an encoded javascript: link', '[click me](JaVaScRiPt&#58;alert(1))'],
    ['a data: link', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['an autolink to javascript:', '<javascript:alert(1)>'],
  ])(
    'when the body holds %s, then no script, handler, frame or unsafe address reaches the page',
    (_n, content) => {
      // In the browser's DOM and in the server's HTML (the function renders the public page). Raw HTML shows as text.
      const server = new DOMParser().parseFromString(
        renderToString(<Markdown content={content} />),
        'text/html',
      );
      for (const root of [html(content), server.body]) {
        expect(
          root.querySelectorAll('script, iframe, object, embed, div[onclick], img[onerror]'),
        ).toHaveLength(0);
        for (const el of root.querySelectorAll('*')) {
          for (const attr of el.getAttributeNames()) {
            expect(attr, el.outerHTML).not.toMatch(/^on/i);
            if (['href', 'src', 'srcset'].includes(attr))
              expect(el.getAttribute(attr), el.outerHTML).not.toMatch(/^\s*(javascript|data|vbscript):/i);
          }
        }
      }
      expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    },
  );

  it('when an inline image has alt text, then the picture carries it; an uploaded one gets its sizes', () => {
    const c = html('![GST calendar for 2026](/api/uploads/blog-images/abcdef123456_1200.png)');
    const img = c.querySelector('img')!;
    expect(img).toHaveAttribute('alt', 'GST calendar for 2026');
    expect(img.getAttribute('srcset')).toContain('abcdef123456_1200_card.png 480w');
    expect(c.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      '_1200.webp 1200w',
    );
  });
});
