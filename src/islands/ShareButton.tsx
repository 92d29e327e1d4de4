import { useEffect, useRef, useState } from 'react';
import { LINK_COPIED } from '../shared/constants.ts';
import { useHydrated } from '../lib/hooks/useHydrated.ts';

interface Props {
  /** What is shared: the item's name, as the title of the share sheet. */
  title: string;
  /** How long the 'Link copied' notice stays: NAME_LINK_COPIED_MS or NICKNAME_LINK_COPIED_MS. */
  noticeMs: number;
  /** The page's own path (/names/12): its full address is what static HTML offers to copy. */
  path: string;
}

/**
 * Shares the current page: the system share sheet where there is one, else copies the link.
 * Static HTML (no JavaScript, or before the island runs) has no script to copy with, so "Share"
 * opens the page's own address, selected-ready in a read-only field, to copy by hand.
 */
export default function ShareButton({ title, noticeMs, path }: Props) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.error('Could not copy the link', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), noticeMs);
  };

  if (!hydrated) {
    const address = new URL(path, import.meta.env.SITE ?? 'http://localhost').href;
    return (
      <details className="share-plain">
        <summary className="button secondary">Share</summary>
        <label className="share-plain-field">
          <span>Copy this page's address</span>
          <input type="url" readOnly value={address} />
        </label>
      </details>
    );
  }

  return (
    <>
      <button type="button" className="button secondary" onClick={() => void share()}>
        Share
      </button>
      <span className="share-notice" role="status">
        {copied ? LINK_COPIED : ''}
      </span>
    </>
  );
}
