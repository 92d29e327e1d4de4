/** /admin/login: administrators sign in here and go to the dashboard. */
import { useSignInForm } from '../lib/hooks/useSignInForm.ts';
import { ROUTES } from '../shared/constants.ts';
import { adminLogin, textOf } from '../lib/sign-in.ts';
import CredentialFields from './parts/CredentialFields.tsx';
import SignInCard from './parts/SignInCard.tsx';
import '../styles/auth.css';

export default function AdminLoginForm() {
  const { submitting, errors, alertRef, formRef, onSubmit } = useSignInForm(async (data) => {
    await adminLogin({ email: textOf(data, 'email'), password: textOf(data, 'password') });
    return ROUTES.dashboard;
  });

  return (
    <SignInCard
      title="Admin sign in"
      intro="For the people who look after the catalogue."
      errors={errors}
      submitting={submitting}
      alertRef={alertRef}
      formRef={formRef}
      onSubmit={onSubmit}
      submitLabel="Sign in"
      busyLabel="Signing in…"
      after={
        <p className="auth-switch">
          Not an administrator? <a href={ROUTES.userLogin}>Sign in as a user</a>
        </p>
      }
    >
      <CredentialFields errors={errors} />
    </SignInCard>
  );
}
