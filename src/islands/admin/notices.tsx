/**
 * One polite live region for the whole dashboard: confirmations ("Saved …", "Deleted …") are
 * read out by screen readers and stay on screen, also across the move back to the list.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface Notice {
  message: string;
  /** Bumped on every notice, so the same sentence twice is announced twice. */
  serial: number;
}

interface NoticeApi {
  notify: (message: string) => void;
  clear: () => void;
}

const NoticeContext = createContext<NoticeApi>({ notify: () => {}, clear: () => {} });

export function useNotify(): NoticeApi {
  return useContext(NoticeContext);
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice>({ message: '', serial: 0 });
  const notify = useCallback((message: string) => setNotice((n) => ({ message, serial: n.serial + 1 })), []);
  const clear = useCallback(() => setNotice((n) => ({ message: '', serial: n.serial + 1 })), []);
  const value = useMemo(() => ({ notify, clear }), [notify, clear]);
  return (
    <NoticeContext.Provider value={value}>
      <div className="admin-notice" role="status" aria-live="polite" aria-atomic="true">
        {notice.message && (
          <p key={notice.serial}>
            <span>{notice.message}</span>
            <button type="button" className="link-button" onClick={clear} aria-label="Dismiss message">
              ×
            </button>
          </p>
        )}
      </div>
      {children}
    </NoticeContext.Provider>
  );
}
