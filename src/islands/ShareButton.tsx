import { useEffect, useRef, useState } from 'react';
import { LINK_COPIED } from '../shared/constants.ts';

interface Props {
  /** What is shared: the item's name, as the title of the share sheet. */
  title: string;
  /** How long the 'Link copied' notice stays: NAME_LINK_COPIED_MS or NICKNAME_LINK_COPIED_MS. */
  noticeMs: number;
}

/** Shares the current page: the system share sheet where there is one, else copies the link. */
export default function ShareButton({ title, noticeMs }: Props) {
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
