import { useEffect, useState } from 'react';

/** Spec §2: toasts appear at top-centre and last 3 seconds. */
const TOAST_DURATION_MS = 3000;

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
}

type Notistack = typeof import('notistack');

/**
 * The toaster's library (notistack and its styling engine, ~7 KB brotli, its styles made as it loads) is fetched
 * when the first toast is shown, not before every page's first screen (issue #14). Toasts shown meanwhile wait
 * here and appear in order once it has come.
 */
const toaster: { ready: Notistack | null; waiting: [string, ToastOptions | undefined][]; load: (() => void) | null } = {
  ready: null,
  waiting: [],
  load: null,
};

/** Shows a toast (spec §2). Outside the providers (no `<Toaster />`), it waits for one to be drawn. */
export function showToast(message: string, options?: ToastOptions): void {
  if (toaster.ready) {
    toaster.ready.enqueueSnackbar(message, options);
    return;
  }
  toaster.waiting.push([message, options]);
  toaster.load?.();
}

const TOASTS = { showToast } as const;

/** The toasts of every app: `const { showToast } = useToasts(); showToast('Saved', { variant: 'success' })`. */
export function useToasts(): typeof TOASTS {
  return TOASTS;
}

/** Draws the toasts; part of `AppProviders`. Draws nothing until the first toast is shown. */
export function Toaster() {
  const [notistack, setNotistack] = useState<Notistack | null>(null);

  useEffect(() => {
    let mounted = true;
    const load = () => {
      toaster.load = null;
      import('notistack').then(
        (loaded) => {
          if (mounted) setNotistack(loaded);
        },
        (error: unknown) => {
          // A failed download is tried again with the next toast; the waiting ones stay.
          console.error('Could not load the toaster', error);
          if (mounted) toaster.load = load;
        },
      );
    };
    toaster.load = load;
    if (toaster.waiting.length) load();
    return () => {
      mounted = false;
      toaster.load = null;
    };
  }, []);

  // The provider below is mounted (notistack's enqueueSnackbar reaches the last one mounted) before this runs.
  useEffect(() => {
    if (!notistack) return;
    toaster.ready = notistack;
    for (const [message, options] of toaster.waiting.splice(0)) notistack.enqueueSnackbar(message, options);
    return () => {
      toaster.ready = null;
    };
  }, [notistack]);

  if (!notistack) return null;
  const { SnackbarProvider } = notistack;
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={4}
      preventDuplicate
    />
  );
}
