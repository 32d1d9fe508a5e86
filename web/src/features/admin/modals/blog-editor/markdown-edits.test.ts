import { describe, expect, it } from 'vitest';
import { imageMarkdown, insertBlock, linkMarkdown, prefixLines, wrapSelection } from './markdown-edits';

describe('markdown toolbar edits', () => {
  it('wraps the selection in bold, or inserts a placeholder to type over', () => {
    expect(wrapSelection('pay tax now', 4, 7, '**', 'bold text')).toEqual({
      value: 'pay **tax** now',
      selectionStart: 6,
      selectionEnd: 9,
    });
    expect(wrapSelection('ab', 1, 1, '_', 'italic text').value).toBe('a_italic text_b');
  });

  it('prefixes every selected line, numbering a list, and toggles the prefix off again', () => {
    const text = 'intro\nfirst\nsecond\nend';
    const on = prefixLines(text, 7, 15, 'numbered');
    expect(on.value).toBe('intro\n1. first\n2. second\nend');
    expect(prefixLines(on.value, on.selectionStart, on.selectionEnd, 'numbered').value).toBe(text);
    expect(prefixLines('a title', 3, 3, 'heading').value).toBe('## a title');
    expect(prefixLines('- x\n- y', 0, 7, 'quote').value).toBe('> x\n> y');
  });

  it('puts a block on lines of its own', () => {
    expect(insertBlock('para one', 8, 8, 'TABLE').value).toBe('para one\n\nTABLE');
    expect(insertBlock('a\n\nb', 2, 2, 'T').value).toBe('a\n\nT\n\nb');
    expect(insertBlock('', 0, 0, 'T').value).toBe('T');
  });

  it('escapes what would break a link or image out of its brackets', () => {
    expect(linkMarkdown('Section [80C]', 'https://x.in/a (b)')).toBe(
      '[Section \\[80C\\]](https://x.in/a%20%28b%29)',
    );
    expect(imageMarkdown('  GST\ncalendar ', '/api/uploads/blog-images/a_10.png')).toBe(
      '![GST calendar](/api/uploads/blog-images/a_10.png)',
    );
  });
});
