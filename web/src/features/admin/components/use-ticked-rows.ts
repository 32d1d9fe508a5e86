import { useState } from 'react';

/**
 * The ticked rows of a back-office list (the posts tab, the leads desk): the ids ticked, and whether "all matching the
 * filter" was chosen; ticking or unticking one row ends "all matching".
 */
export function useTickedRows() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const toggle = (id: string) => {
    setAllMatching(false);
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  return { selected, setSelected, allMatching, setAllMatching, clear, toggle };
}
