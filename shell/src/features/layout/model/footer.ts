/** Spec §2: hidden on any /dialogue path and on /practice paths except /practice/complete. */
export function footerHidden(pathname: string): boolean {
  if (pathname.includes('/dialogue')) return true;
  return pathname.includes('/practice') && !pathname.includes('/practice/complete');
}
