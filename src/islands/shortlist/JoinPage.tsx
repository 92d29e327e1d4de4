/**
 * /shortlist/join?token=…, where an invitation link lands. Signed out, it asks the visitor to
 * sign in or create an account and remembers this address (redirect-after-login), so they come
 * back here; signed in, one button joins and opens the shortlist. A link that cannot be used says
 * why, in the API's words.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '../../lib/hooks/useHydrated.ts';
import { startSession } from '../../lib/session-restore.ts';
import { checkAccess } from '../../lib/guard.ts';
import { saveRedirectTarget } from '../../lib/redirect.ts';
import { $session, LOGGED_OUT_VIEW } from '../../lib/stores/session.ts';
import { invitationProblem, joinWithToken } from '../../lib/stores/shortlist.ts';
import { ROUTES } from '../../shared/constants.ts';
import { SHORTLIST_TEXT } from '../../shared/shortlist.ts';
import '../../styles/shortlist.css';

type View = 'checking' | 'signedOut' | 'ready' | 'joining' | 'bad-link';

export default function JoinPage() {
  const hydrated = useHydrated();
  const session = useStore($session, { ssr: () => LOGGED_OUT_VIEW });
  const [view, setView] = useState<View>('checking');
  const [message, setMessage] = useState('');
  const [token, setToken] = useState('');

  useEffect(() => {
    const found = new URLSearchParams(location.search).get('token') ?? '';
    void startSession().then(async () => {
      setToken(found);
      if (!found) setView('bad-link');
      else if (checkAccess('user').ok) setView('ready');
      else {
        // Signed out: say first if the link can no longer be used, and what to do then.
        setMessage((await invitationProblem(found)) ?? '');
        setView('signedOut');
      }
    });
  }, []);

  const join = async () => {
    setView('joining');
    setMessage('');
    const result = await joinWithToken(token);
    if (result.ok) {
      location.assign(ROUTES.shortlist);
      return;
    }
    setMessage(result.message);
    setView('ready');
  };

  return (
    <div className="shortlist-page shortlist-join" data-hydrated={hydrated || undefined}>
      <h1>{SHORTLIST_TEXT.joinTitle}</h1>
      {view === 'checking' ? (
        <p className="guard-status" role="status">
          Checking your session…
        </p>
      ) : view === 'bad-link' ? (
        <p className="shortlist-problem" role="alert">
          {SHORTLIST_TEXT.invalidLink}
        </p>
      ) : view === 'signedOut' ? (
        <>
          {message ? (
            <p className="shortlist-problem" role="alert">
              {message}
            </p>
          ) : null}
          <p>{message ? SHORTLIST_TEXT.joinSignInAnyway : SHORTLIST_TEXT.joinSignIn}</p>
          <a className="button" href={ROUTES.userLogin} onClick={() => saveRedirectTarget()}>
            Sign in or create an account
          </a>
        </>
      ) : (
        <>
          <p>
            {session.state === 'loggedIn' && session.displayName ? `Signed in as ${session.displayName}. ` : ''}
            Your partner invited you to choose baby names together: you each answer names on your own, and the names you
            both like appear in your shared shortlist.
          </p>
          <button type="button" className="button" disabled={view === 'joining'} onClick={() => void join()}>
            {SHORTLIST_TEXT.joinButton}
          </button>
          {message ? (
            <p className="shortlist-problem" role="alert">
              {message}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
