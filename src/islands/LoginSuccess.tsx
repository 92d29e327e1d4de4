/**
 * /login/success: where Google sign-in lands with `#code=…`. The code leaves the address bar at
 * once (history and screenshots never keep it) and is redeemed for a session by a POST that only
 * the browser which made the round trip can make succeed; then on to where the user was going,
 * or the dashboard. Anything else (a planted `#token=`, a used code) signs nobody in.
 */
import { useEffect, useState } from 'react';
import { ROUTES, SIGN_IN_LINK_INVALID } from '../shared/constants.ts';
import { takeRedirectTarget } from '../lib/redirect.ts';
import { codeFromFragment, redeemGoogleCode } from '../lib/sign-in.ts';
import { formErrorsOf } from '../lib/api-errors.ts';
import '../styles/auth.css';

export default function LoginSuccess() {
  // client:only: the fragment is read once, in the browser.
  const [code] = useState(() => codeFromFragment(location.hash));
  const [failed, setFailed] = useState<string | null>(code ? null : SIGN_IN_LINK_INVALID);

  useEffect(() => {
    history.replaceState(history.state, '', location.pathname + location.search);
    if (!code) return;
    redeemGoogleCode(code)
      .then(() => location.replace(takeRedirectTarget()))
      .catch((error: unknown) => {
        console.error('Could not complete the sign-in', error);
        setFailed(formErrorsOf(error).message);
      });
  }, [code]);

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
