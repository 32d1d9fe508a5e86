import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type SyntheticEvent,
} from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in the render that hydrates the server's HTML, true in every later render (and in a
 * client render that is not a hydration). Attributes that only make sense once the app runs (aria-expanded mirrored
 * from React state) use it, so the first client render stays identical to the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Open state of a `<details>` menu that works before the app starts and is upgraded by it.
 *
 * Before the app runs, the browser opens and closes the element when its `<summary>` is clicked: the menu works with
 * no JavaScript. Once React runs, `open` is React state passed to the element (the summary's click handler calls
 * preventDefault and toggles the state), so the app can also close it on Escape, outside clicks and navigation. The
 * server and the first client render use the same `initial` value, so hydration sees the same markup.
 *
 * A visitor may have opened the menu before the app started: on mount the state adopts what the element shows.
 * `onToggle` keeps the state equal to the element when the browser opens it by itself (find in page).
 */
export function useDetailsState(initial: boolean) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(initial);

  useLayoutEffect(() => {
    const shown = ref.current?.open;
    // Runs once, in the commit of the hydration: only a visitor's click before the app started can differ here.
    if (shown !== undefined && shown !== initial) setOpen(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const onToggle = useCallback((e: SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open), []);

  return { ref, open, setOpen, detailsProps: { ref, open, onToggle } };
}

/**
 * Whether `el` can take focus inside `root`: not inside a closed `<details>` below `root` (the summary of a closed
 * details stays reachable).
 */
export function isReachable(el: HTMLElement, root: HTMLElement): boolean {
  for (
    let d = el.parentElement?.closest('details');
    d && d !== root && root.contains(d);
    d = d.parentElement?.closest('details')
  ) {
    if (!d.open && !(el.tagName === 'SUMMARY' && el.parentElement === d)) return false;
  }
  return true;
}
