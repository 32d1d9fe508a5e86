import { describe, expect, it } from 'vitest';
import { isSlug, slugCandidate, slugFor, slugify, SLUG_MAX, transliterateDevanagari } from './slug';

describe('ADMIN-PUBLISH-6: slugs from titles', () => {
  it.each([
    ['Section 80C: What Counts, and What Does Not', 'section-80c-what-counts-and-what-does-not'],
    ['GST & TDS — a checklist for FY 2025-26', 'gst-and-tds-a-checklist-for-fy-2025-26'],
    ["Don't miss the 15 June advance-tax date", 'dont-miss-the-15-june-advance-tax-date'],
    ['Crème brûlée accounting', 'creme-brulee-accounting'],
    ['  --Spaces   and ---hyphens--  ', 'spaces-and-hyphens'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(isSlug(slug)).toBe(true);
  });

  it.each([
    ['कर बचत', 'kar-bachat'],
    ['आयकर रिटर्न २०२५', 'aayakar-ritarn-2025'],
    ['म्यूचुअल फंड', 'myoochual-phand'],
    ['टैक्स', 'taiks'],
  ])('Devanagari %s reads as %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('a title with nothing readable gets an id-based slug', () => {
    expect(slugFor('🙂🙂', 'GUeXDfwdKWLHKWj42tYQ')).toBe('post-guexdfwdkwlhkwj42tyq');
    expect(slugFor('Tax tips', 'abc')).toBe('tax-tips');
  });

  it('long titles are cut at a word within the limit, and alternatives stay within it', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugCandidate(slug, 12).length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slugCandidate('tax', 2)).toBe('tax-2');
    expect(slugCandidate('tax', 1)).toBe('tax');
  });

  it('refuses what is not a slug', () => {
    for (const bad of ['Tax', 'tax--tips', '-tax', 'tax-', 'tax tips', 'कर', 'a'.repeat(81)]) {
      expect(isSlug(bad)).toBe(false);
    }
  });

  it('leaves other text alone when transliterating', () => {
    expect(transliterateDevanagari('ITR कर')).toBe('ITR kar');
  });
});
