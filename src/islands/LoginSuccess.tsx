/**
 * /login/success: where Google sign-in lands with `#token=…`. The token leaves the address bar at
 * once (history and screenshots never keep it); the user record comes from /api/auth/me; then on
 * to where the user was going, or the dashboard.
 */
import { useEffect, useState } from 'react';
import { ROUTES } from '../shared/constants.ts';
import { takeRedirectTarget } from '../lib/redirect.ts';
import { completeSignIn, tokenFromFragment } from '../lib/sign-in.ts';
import '../styles/auth.css';

export default function LoginSuccess() {
  // client:only: the fragment is read once, in the browser.
  const [token] = useState(() => tokenFromFragment(location.hash));
  const [failed, setFailed] = useState<string | null>(token ? null : 'No sign-in token arrived with this page.');

  useEffect(() => {
    history.replaceState(history.state, '', location.pathname + location.search);
    if (!token) return;
    completeSignIn(token)
      .then(() => location.replace(takeRedirectTarget()))
      .catch((error: unknown) => {
        console.error('Could not complete the sign-in', error);
        setFailed('We could not complete your sign-in.');
      });
  }, [token]);

  if (failed) {
    return (
      <div className="auth-card card" role="alert">
        <h1>Sign-in did not finish</h1>
        <p>{failed}</p>
        <p>
          <a className="button" href={ROUTES.userLogin}>
            Back to sign in
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="auth-card card">
      <h1>Signing you in…</h1>
      <p role="status">
        <span className="spinner" aria-hidden="true" /> One moment.
      </p>
    </div>
  );
}
