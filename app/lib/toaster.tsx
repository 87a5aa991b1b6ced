import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { toast, Toaster } from 'sonner';
import { useTheme } from '~/components/theme';

/** The site's toaster: bottom right, following the page's theme. */
function SiteToaster({ onMounted }: { onMounted: () => void }) {
  const theme = useTheme();
  // Runs after the effects of the Toaster (a child), so it is subscribed by now.
  useEffect(onMounted, [onMounted]);
  return <Toaster theme={theme} position="bottom-right" closeButton />;
}

/**
 * Renders the toaster into a root of its own at the end of the page (loaded with the first toast,
 * see app/lib/toast.ts) and resolves with sonner's `toast` once it listens.
 */
export function mountToaster(): Promise<typeof toast> {
  const host = document.createElement('div');
  document.body.append(host);
  return new Promise((resolve) => createRoot(host).render(<SiteToaster onMounted={() => resolve(toast)} />));
}
