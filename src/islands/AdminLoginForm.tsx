/** /admin/login: administrators sign in here and go to the dashboard. */
import { useSignInForm } from '../lib/hooks/useSignInForm.ts';
import { ROUTES } from '../shared/constants.ts';
import { PASSWORD_LIMITS } from '../shared/account-rules.ts';
import { adminLogin, textOf } from '../lib/sign-in.ts';
import FormField from './parts/FormField.tsx';
import '../styles/auth.css';

export default function AdminLoginForm() {
  const { submitting, errors, alertRef, formRef, onSubmit } = useSignInForm(async (data) => {
    await adminLogin({ email: textOf(data, 'email'), password: textOf(data, 'password') });
    return ROUTES.dashboard;
  });

  return (
    <div className="auth-card card">
      <h1>Admin sign in</h1>
      <p className="auth-intro">For the people who look after the catalogue.</p>
      <div ref={alertRef} className="form-alert" role="alert" tabIndex={-1} hidden={!errors}>
        {errors?.message}
      </div>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} aria-busy={submitting} aria-label="Admin sign in">
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errors?.fields['email']}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_LIMITS.max}
          error={errors?.fields['password']}
        />
        <button className="button auth-submit" type="submit" disabled={submitting}>
          {submitting ? <span className="spinner" aria-hidden="true" /> : null}
          {submitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="auth-switch">
        Not an administrator? <a href={ROUTES.userLogin}>Sign in as a user</a>
      </p>
    </div>
  );
}
