/**
 * /user/login: sign in with email and password, or create an account, or continue with Google
 * when this server offers it (the Google button is shown only then). Errors come from the API: a
 * sentence for the form, and a message under each field it names. A visitor sent here by a heart
 * is told why ("Sign in to save Aarav to your favourites") and comes back to that page after.
 */
import { useEffect, useState } from 'react';
import { api } from '../lib/api.ts';
import { useSignInForm } from '../lib/hooks/useSignInForm.ts';
import { readLoginIntent, takeRedirectTarget, type LoginFavourite } from '../lib/redirect.ts';
import { fetchGodName, fetchName, fetchNickname } from '../lib/catalogue-client.ts';
import { register, textOf, userLogin } from '../lib/sign-in.ts';
import CredentialFields from './parts/CredentialFields.tsx';
import FormField from './parts/FormField.tsx';
import SignInCard from './parts/SignInCard.tsx';
import { ACCOUNT_NAME_MAX } from '../shared/account-rules.ts';
import '../styles/auth.css';

type Mode = 'login' | 'register';
type Google = 'loading' | 'available' | 'unavailable';

const GOOGLE_FAILED = 'Google sign-in did not work. Please try again, or sign in with your email and password.';
const GOOGLE_URL = `${import.meta.env.PUBLIC_API_URL ?? ''}/api/auth/google`;

/** The name of the item a heart asked to save, read from the catalogue (never from the address). */
async function nameOf({ kind, id }: LoginFavourite, signal: AbortSignal): Promise<string> {
  const fetchItem = kind === 'godNames' ? fetchGodName : kind === 'nicknames' ? fetchNickname : fetchName;
  return (await fetchItem(id, signal)).name;
}

export default function LoginForm() {
  const [mode, setMode] = useState<Mode>('login');
  const { submitting, errors, setErrors, alertRef, formRef, onSubmit } = useSignInForm(
    async (data) => {
      const value = (key: string) => textOf(data, key);
      if (mode === 'login') await userLogin({ email: value('email'), password: value('password') });
      else await register({ name: value('name'), email: value('email'), password: value('password') });
      return takeRedirectTarget();
    },
    () =>
      new URLSearchParams(location.search).get('error') === 'google' ? { message: GOOGLE_FAILED, fields: {} } : null,
  );
  const [google, setGoogle] = useState<Google>('loading');
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    const intent = readLoginIntent();
    if (!intent) return;
    const controller = new AbortController();
    nameOf(intent, controller.signal)
      .then((name) => setSaving(name))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not read the favourite to save', error);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    let cancelled = false;
    api<{ data?: { google?: unknown } }>('/api/auth/providers')
      .then((body) => !cancelled && setGoogle(body.data?.google === true ? 'available' : 'unavailable'))
      .catch((error: unknown) => {
        console.error('Could not ask which sign-in providers exist', error);
        if (!cancelled) setGoogle('unavailable');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors(null);
  };

  const registering = mode === 'register';
  const title = registering ? 'Create an account' : 'Sign in';

  return (
    <SignInCard
      title={title}
      intro={
        saving
          ? `${registering ? 'Create an account' : 'Sign in'} to save ${saving} to your favourites.`
          : registering
            ? 'Create an account to keep your favourite names in one place.'
            : 'Sign in to see and keep your favourite names.'
      }
      errors={errors}
      submitting={submitting}
      alertRef={alertRef}
      formRef={formRef}
      onSubmit={onSubmit}
      submitLabel={registering ? 'Create account' : 'Sign in'}
      busyLabel={registering ? 'Creating your account…' : 'Signing in…'}
      after={
        <>
          <p className="auth-switch">
            {registering ? 'Already have an account?' : 'New here?'}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => switchMode(registering ? 'login' : 'register')}
            >
              {registering ? 'Sign in instead' : 'Create an account'}
            </button>
          </p>
          {/* Offered only where this server has Google set up; elsewhere there is nothing to say. */}
          {google === 'available' ? (
            <div className="auth-providers">
              <a className="button secondary google-button" href={GOOGLE_URL}>
                Continue with Google
              </a>
            </div>
          ) : null}
        </>
      }
    >
      {registering ? (
        <FormField
          label="Name"
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={ACCOUNT_NAME_MAX}
          error={errors?.fields['name']}
        />
      ) : null}
      <CredentialFields errors={errors} newAccount={registering} />
    </SignInCard>
  );
}
