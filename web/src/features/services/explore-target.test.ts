import { describe, expect, it, vi } from 'vitest';
import { exploreTo } from './explore-target';

const deps = (el: HTMLElement | null) => ({
  navigate: vi.fn(),
  findById: vi.fn(() => el),
  reducedMotion: false,
});

describe('exploreTo (Services hero button)', () => {
  it('when the target is #main-services and the element exists, then it scrolls there and does not navigate', () => {
    const el = document.createElement('section');
    el.scrollIntoView = vi.fn();
    const d = deps(el);
    exploreTo('#main-services', d);
    expect(d.findById).toHaveBeenCalledWith('main-services');
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('when the anchor element is missing, then it falls back to /services', () => {
    const d = deps(null);
    exploreTo('#main-services', d);
    expect(d.navigate).toHaveBeenCalledWith('/services');
  });

  it('when scrolling throws, then it falls back to /services', () => {
    const el = document.createElement('section');
    el.scrollIntoView = () => {
      throw new Error('boom');
    };
    const d = deps(el);
    exploreTo('#main-services', d);
    expect(d.navigate).toHaveBeenCalledWith('/services');
  });

  it('when no target is given, then it goes to /services; a path target is navigated to', () => {
    const d = deps(null);
    exploreTo(undefined, d);
    expect(d.navigate).toHaveBeenLastCalledWith('/services');
    exploreTo('/contact', d);
    expect(d.navigate).toHaveBeenLastCalledWith('/contact');
  });

  it('when the visitor prefers reduced motion, then the scroll is instant', () => {
    const el = document.createElement('section');
    el.scrollIntoView = vi.fn();
    exploreTo('#main-services', { ...deps(el), reducedMotion: true });
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
