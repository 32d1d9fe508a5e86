export { ToastProvider } from './ToastProvider';
export { useToast } from './use-toast';
export type { ToastAction, ToastApi, ToastHandle, ToastOptions, ToastVariant } from './toast-context';
