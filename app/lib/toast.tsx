import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useTheme } from '~/components/theme';

/**
 * Toasts without sonner in the first load: no page needs a toast before someone acts, so sonner
 * (about 10 kB gzipped) is fetched once the page has hydrated, and a toast asked for before the
 * toaster is up is shown as soon as it is.
 */
type Sonner = typeof import('sonner');
type ToastData = Parameters<Sonner['toast']>[1];

let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function show(call: (toast: Sonner['toast']) => void) {
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => call(toast));
}

export const toast = Object.assign((message: string, data?: ToastData) => show((t) => t(message, data)), {
  success: (message: string, data?: ToastData) => show((t) => t.success(message, data)),
  error: (message: string, data?: ToastData) => show((t) => t.error(message, data)),
});

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function Mounted() {
  // Runs after the toaster's own effects (an earlier sibling): it is subscribed by now.
  useEffect(markMounted, []);
  return null;
}

/** sonner's Toaster, mounted after hydration. */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <Mounted />
    </Suspense>
  );
}

/** The site's toaster: bottom right, following the page's theme. */
export function SiteToaster() {
  const theme = useTheme();
  return <Toaster theme={theme} position="bottom-right" closeButton />;
}
