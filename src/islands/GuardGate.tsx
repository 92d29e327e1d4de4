import { useEffect, useState, type ReactNode } from 'react';
import { checkAccess } from '../lib/guard.ts';
import { saveRedirectTarget } from '../lib/redirect.ts';
import { startSession } from '../lib/session-restore.ts';
import type { Role } from '../shared/types.ts';

interface Props {
  role: Role;
  children: ReactNode;
}

/**
 * Shows its children only to a session of the required role (the route guard of src/lib/guard.ts),
 * after the startup check of the session has ended. Everyone else goes to the login page; a user
 * sent away from a user page comes back to it after signing in.
 */
export default function GuardGate({ role, children }: Props) {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void startSession().then(() => {
      if (cancelled) return;
      const access = checkAccess(role);
      if (access.ok) {
        setAllowed(true);
        return;
      }
      // Only user pages: the admin login always lands on the dashboard, and a saved admin path
      // would misroute the next user who signs in on this tab.
      if (role === 'user') saveRedirectTarget();
      location.replace(access.redirectTo);
    });
    return () => {
      cancelled = true;
    };
  }, [role]);

  if (!allowed) {
    return (
      <p className="guard-status" role="status">
        Checking your session…
      </p>
    );
  }
  return <>{children}</>;
}
