/**
 * Watches the DOM until `find` returns an element, then calls `then` with it once; gives up after `waitMs` (screens
 * load lazily, so a page's heading or #hash target may come a moment after the navigation). Returns the cleanup for
 * an effect: it stops watching.
 */
export function watchFor(
  find: () => HTMLElement | null,
  then: (el: HTMLElement) => void,
  waitMs: number,
): () => void {
  const observer = new MutationObserver(() => {
    const el = find();
    if (el) {
      observer.disconnect();
      window.clearTimeout(timer);
      then(el);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), waitMs);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
