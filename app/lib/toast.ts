/**
 * Toasts without sonner in the first load: no page needs a toast before someone acts, so sonner
 * (about 10 kB gzipped) and the root it renders in (app/lib/toaster.tsx) are fetched when the first
 * toast is asked for, which is then shown as soon as the toaster is up.
 */
type Sonner = typeof import('sonner');
type ToastData = Parameters<Sonner['toast']>[1];

let toaster: Promise<Sonner['toast']> | undefined;

function show(call: (toast: Sonner['toast']) => void) {
  toaster ??= import('./toaster').then((m) => m.mountToaster());
  void toaster.then(call);
}

export const toast = Object.assign((message: string, data?: ToastData) => show((t) => t(message, data)), {
  success: (message: string, data?: ToastData) => show((t) => t.success(message, data)),
  error: (message: string, data?: ToastData) => show((t) => t.error(message, data)),
});
