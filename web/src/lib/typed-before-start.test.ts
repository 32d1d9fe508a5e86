import { describe, expect, it } from 'vitest';
import { typedBeforeStart } from './typed-before-start';

describe('typedBeforeStart (SITE-START-1)', () => {
  it('when the page holds text that differs from the state, then those fields are returned, and only those', () => {
    const form = document.createElement('form');
    form.innerHTML = `<input name="q" value=""><textarea name="message"></textarea>
      <select name="subject"><option value=""></option><option value="tax">Tax</option></select>
      <input name="email" value="">`;
    (form.elements.namedItem('q') as HTMLInputElement).value = 'gst';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello there';
    (form.elements.namedItem('subject') as HTMLSelectElement).value = 'tax';
    expect(typedBeforeStart(form, { q: '', message: '', subject: '', email: '', missing: '' })).toEqual({
      q: 'gst',
      message: 'Hello there',
      subject: 'tax',
    });
    expect(typedBeforeStart(form, { q: 'gst' })).toEqual({});
    expect(typedBeforeStart(null, { q: '' })).toEqual({});
  });
});
