import type { ToastOptions } from 'react-hot-toast';

const loaded = () => import('react-hot-toast').then((module) => module.default);

/**
 * react-hot-toast's `toast`, fetched with its first use. Modules that every page loads (the
 * heart on each card, the account's header and banner) raise toasts only after a press, so a
 * first visit need not carry the library (docs/benchmarks.md, first visit).
 */
export const toastLater = {
  success: (message: string, options?: ToastOptions) =>
    void loaded().then((toast) => toast.success(message, options)),
  error: (message: string, options?: ToastOptions) =>
    void loaded().then((toast) => toast.error(message, options)),
};
