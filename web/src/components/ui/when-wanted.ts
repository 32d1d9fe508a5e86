/**
 * For a part of a server-rendered page that hydrates from a chunk of its own (decision 054): resolves when the part
 * is wanted, that is when the visitor points at or moves focus into the element `id`, when it nears the viewport
 * (600 px; unless `near: false`, for a part that is in view from the start), or when the browser has been idle after
 * the load event, whichever comes first. Until then React keeps the server's HTML of it (links and forms work).
 */
export function whenWanted(id: string, { near = true }: { near?: boolean } = {}): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    const done = () => {
      observer?.disconnect();
      element?.removeEventListener('focusin', done);
      element?.removeEventListener('pointerdown', done);
      resolve();
    };
    const observer =
      near && element && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
            rootMargin: '600px 0px',
          })
        : undefined;
    if (element) {
      observer?.observe(element);
      element.addEventListener('focusin', done);
      element.addEventListener('pointerdown', done);
    }
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(done, { timeout: 4000 }) : setTimeout(done, 2000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
