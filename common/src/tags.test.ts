import { describe, expect, it } from 'vitest';
import { tagLabel, tagNamesOf, typedTags } from './tags';

describe('tags (decision 051)', () => {
  it.each([
    [
      ['GST', 'gst', ' Due  Dates '],
      [
        { slug: 'gst', name: 'GST' },
        { slug: 'due-dates', name: 'Due Dates' },
      ],
    ],
    [['Section 80C', 7, ''], [{ slug: 'section-80c', name: 'Section 80C' }]],
    ['not a list', []],
  ])('typed %j gives one tag per slug, the first spelling kept', (typed, expected) => {
    expect(typedTags(typed)).toEqual(expected);
  });

  it('names line up with slugs; a post stored before names reads them made from the slug', () => {
    expect(tagNamesOf(['gst', 'income-tax'], ['GST', 'Income Tax'])).toEqual(['GST', 'Income Tax']);
    expect(tagNamesOf(['gst', 'income-tax'], undefined)).toEqual(['Gst', 'Income tax']);
    expect(tagNamesOf(['gst', 'sip'], ['GST'])).toEqual(['GST', tagLabel('sip')]);
  });
});
