import { cloneElement, lazy, Suspense, type ReactElement } from 'react';

// MUI's tooltip brings its positioning library (Popper, ~11 KB brotli): a page fetches it after its first screen
// rather than before it, since a hint is read only once a candidate points at or focuses its control (issue #14).
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's Tooltip, its code fetched when first drawn. Until then its child is drawn alone, with the accessible name
 * the tooltip would give it (its own aria-label, else the hint), so what assistive technology reads does not change.
 */
export function DeferredTooltip({ title, children }: { title: string; children: ReactElement<{ 'aria-label'?: string }> }) {
  return (
    <Suspense fallback={cloneElement(children, { 'aria-label': children.props['aria-label'] ?? title })}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
