import { useCallback, useState } from 'react';

/**
 * Open/close state of a create-or-edit modal. `key` changes on every opening: give it to the modal as its React key
 * so each opening starts from fresh form values, while closing keeps it mounted for the exit transition.
 */
export function useModalState<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null; key: number }>({
    open: false,
    item: null,
    key: 0,
  });
  const openCreate = useCallback(() => setState((s) => ({ open: true, item: null, key: s.key + 1 })), []);
  const openEdit = useCallback((item: T) => setState((s) => ({ open: true, item, key: s.key + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, openCreate, openEdit, close };
}

export type ModalState<T> = ReturnType<typeof useModalState<T>>;
