import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/**
 * `const { toast } = useToast(); toast({ title: 'Error', description: '...', variant: 'destructive' })`.
 * Needs <ToastProvider> above (AppProviders has it).
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
