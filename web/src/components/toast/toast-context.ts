import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  /** Button text, e.g. 'Retry' or 'Undo'. */
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds before it hides itself; defaults to the spec's 5000 (TOAST.durationMs). */
  duration?: number;
}

/** A toast on screen: its options and the id a newer toast replaces it by. */
export interface ToastRecord extends ToastOptions {
  id: string;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (only one is visible at a time). */
  toast: (options: ToastOptions) => ToastHandle;
  /** Dismisses the toast with this id, or whichever is showing. */
  dismiss: (id?: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
