import { describe, expect, it } from 'vitest';
import { mailBodyHtml, mailBodyText, mailImageWidth, mailUrl } from './newsletter-html';
import { postMail, type PostForMail } from './newsletter-mail';

const SITE = 'https://36x.example';
const POST: PostForMail = {
  id: 'p1',
  title: 'GST <returns> & "you"',
  excerpt: 'What changes in April',
  content: [
    '## When to file',
    '',
    'File **GSTR-3B** by the 20th.',
    'A second line of the same paragraph.',
    '',
    '- first point',
    '- [rates](/calculators/gst)',
    '',
    '| Form | Due |',
    '| :--- | ---: |',
    '| GSTR-1 | 11th |',
    '',
    '![Chart](/api/uploads/blog-images/abcdef12_1200.jpg)',
    '',
    '<script>alert(1)</script>',
    '',
    '[bad](javascript:alert(1)) and ![pasted](data:image/png;base64,AAAA)',
  ].join('\n'),
  image: '/api/uploads/blog-images/cover123_1600.jpg',
  imageAlt: 'A ledger',
};

describe('a post as a newsletter email (SITE-NEWS-3)', () => {
  const mail = postMail(SITE, POST, 'tok_en', 'p1');

  it('has an HTML part with the title escaped, the featured picture and the whole body, rendered from its Markdown', () => {
    expect(mail.html).toContain('<title>GST &lt;returns&gt; &amp; &quot;you&quot;</title>');
    expect(mail.html).not.toContain('<returns>');
    expect(mail.html).toContain(
      `<img src="${SITE}/api/uploads/blog-images/cover123_1600.jpg" width="600" alt="A ledger"`,
    );
    expect(mail.html).toMatch(/<h2 style="[^"]+">When to file<\/h2>/);
    expect(mail.html).toContain('File <strong>GSTR-3B</strong> by the 20th.<br>A second line');
    expect(mail.html).toMatch(/<td style="[^"]*text-align:right;">11th<\/td>/);
    expect(mail.html).toContain('max-width:600px');
  });

  it('shows raw HTML as text and keeps nothing that runs: no script, no javascript: or data: address', () => {
    expect(mail.html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('data:image');
    expect(mail.html).toContain('bad and');
  });

  it('makes every link and picture absolute, with a width on each picture', () => {
    expect(mail.html).toContain(`href="${SITE}/calculators/gst"`);
    expect(mail.html).toMatch(
      new RegExp(`<img src="${SITE}/api/uploads/blog-images/abcdef12_1200.jpg" alt="Chart" width="536"`),
    );
    const hrefs = [...mail.html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(4);
    for (const h of hrefs) expect(h).toMatch(/^https:\/\/36x\.example\//);
  });

  it('carries the one-click unsubscribe in both parts and in the headers (RFC 8058)', () => {
    const leave = `${SITE}/newsletter/unsubscribe?token=tok_en&amp;send=p1`;
    expect(mail.html).toContain(`href="${leave}"`);
    expect(mail.text).toContain(
      `Unsubscribe with one click: ${SITE}/newsletter/unsubscribe?token=tok_en&send=p1`,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/api/newsletter/unsubscribe?token=tok_en&send=p1>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('has a plain-text part with the same body: paragraphs, list items, links with their address, table rows', () => {
    expect(mail.subject).toBe(POST.title);
    expect(mail.text).toContain('File GSTR-3B by the 20th.\nA second line of the same paragraph.');
    expect(mail.text).toContain(`- rates (${SITE}/calculators/gst)`);
    expect(mail.text).toContain('Form | Due\nGSTR-1 | 11th');
    expect(mail.text).toContain('[Chart]');
    expect(mail.text).toContain(`Read it on our site: ${SITE}/blogs/p1`);
    expect(mail.text).not.toContain('javascript:');
  });

  it('marks a test: [Test] in the subject and a note in both parts', () => {
    const test = postMail(SITE, POST, 'test', '', true);
    expect(test.subject).toBe(`[Test] ${POST.title}`);
    expect(test.text.startsWith('This is a test of a newsletter')).toBe(true);
    expect(test.html).toContain('This is a test of a newsletter');
    expect(test.html).toContain('When to file');
  });
});

describe('mail addresses and pictures', () => {
  const base = `${SITE}/blogs/p1`;
  it('follows the site rule (http(s), mailto, tel, relative) and answers absolute addresses', () => {
    expect(mailUrl('/x', base, 'link')).toBe(`${SITE}/x`);
    expect(mailUrl('#fn-1', base, 'link')).toBe(`${base}#fn-1`);
    expect(mailUrl('mailto:a@b.in', base, 'link')).toBe('mailto:a@b.in');
    expect(mailUrl('JavaScript:alert(1)', base, 'link')).toBe('');
    expect(mailUrl('vbscript:x', base, 'link')).toBe('');
    expect(mailUrl('data:image/png;base64,AA', base, 'image')).toBe('');
    expect(mailUrl('tel:123', base, 'image')).toBe('');
  });

  it('gives a picture its real width when the upload says it, never wider than the column', () => {
    expect(mailImageWidth('/api/uploads/blog-images/abcdef12_320.png')).toBe(320);
    expect(mailImageWidth('https://i.ytimg.com/vi/x/hqdefault.jpg')).toBe(536);
  });

  it('renders an empty body as nothing', () => {
    expect(mailBodyHtml('', base)).toBe('');
    expect(mailBodyText('', base)).toBe('');
  });
});
