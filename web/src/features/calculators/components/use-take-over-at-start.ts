import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * CALC-PAGE-9: what a visitor typed, ticked or chose in the server's HTML before the app started is in the element
 * but not in the state, and the next render would write the state over it (React leaves a hydrated control as it
 * found it, without telling the state). Once, at hydration (the first layout effect with the element mounted),
 * `takeOver` reads the element and hands what it holds to the state. After that a controlled field shows its state.
 */
export function useTakeOverAtStart<E extends Element>(
  element: RefObject<E | null>,
  takeOver: (element: E) => void,
): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    const current = element.current;
    if (done.current || !current) return;
    done.current = true;
    takeOver(current);
  });
}
