import { describe, expect, it } from 'vitest';
import { fontFaceCss, preloadedFont } from './fonts';

// The faces are inline in <head> (root.tsx): no stylesheet request may hold the first paint.
describe('fontFaceCss', () => {
  it('declares the three self-hosted faces, each optional, from their built files', () => {
    const faces = fontFaceCss.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    expect(faces.every((f) => f.includes('font-display:optional'))).toBe(true);
    expect(faces.map((f) => /font-family:(\w+);[^}]*font-weight:(\d+)/.exec(f)?.slice(1).join(' '))).toEqual([
      'Inter 400',
      'Inter 600',
      'Merriweather 700',
    ]);
    expect(faces[0]).toContain(`url(${preloadedFont})`);
    expect(fontFaceCss).toMatch(/inter-600[^)]*\.woff2\)/);
  });
});
