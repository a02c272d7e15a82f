import { useEffect } from 'react';

/**
 * Sets the tab title (and the meta description) for pages whose subject comes from the URL — a
 * language's vocabulary, one dialogue's transcript. The shell's route table gives every route a
 * generic title first; the page's own effect runs after it and names the subject.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

export const SITE_NAME = 'CCL Practice';
