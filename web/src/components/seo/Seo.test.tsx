import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Seo } from './Seo';

const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/blogs/abc?x=1');
});

describe('Seo', () => {
  it('when a post is shown, then title, description, canonical, Open Graph and Twitter tags carry it', () => {
    render(
      <Seo
        title="Old or new regime?"
        description="How to choose."
        image="/api/uploads/a.png"
        type="article"
      />,
    );
    expect(document.title).toBe('Old or new regime? | 36x Advisory');
    expect(meta('meta[name="description"]')).toBe('How to choose.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/blogs/abc`,
    );
    expect(meta('meta[property="og:title"]')).toBe('Old or new regime? | 36x Advisory');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/api/uploads/a.png`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:description"]')).toBe('How to choose.');
    expect(meta('meta[name="robots"]')).toBeUndefined();
  });

  it('when the next page has no image, then the old image tags go and server JSON-LD is dropped', () => {
    const server = document.createElement('script');
    server.type = 'application/ld+json';
    server.setAttribute('data-seo-server', '');
    document.head.appendChild(server);
    const { rerender } = render(<Seo title="A" description="d" image="https://x.in/a.jpg" />);
    rerender(<Seo title="Blog Not Found" description="d" noindex canonicalPath="/blogs" />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/blogs`,
    );
    expect(document.head.querySelector('script[data-seo-server]')).toBeNull();
  });

  it('when JSON-LD is given, then it is rendered as a script', () => {
    const { container } = render(
      <Seo title="Home" description="d" jsonLd={{ '@type': 'Thing', name: 'x' }} />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({ '@type': 'Thing', name: 'x' });
  });
});
