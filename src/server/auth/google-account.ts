/**
 * Which account a Google sign-in opens: the one already linked to that Google account; else the
 * account with the same email, linked now, but only when Google has verified that email (an
 * unverified address proves nothing about who owns the account); else a new user account.
 */
import type { Db } from '../db/index.ts';
import type { Role } from '../../shared/types.ts';
import * as users from '../repositories/users.ts';
import type { GoogleIdentity } from './google.ts';

export class GoogleAccountRefused extends Error {}

export async function accountForGoogle(
  db: Db,
  identity: GoogleIdentity,
): Promise<{ id: string; role: Role; tokensValidAfter: number }> {
  return db.transaction(async (tx) => {
    const linkedId = await users.findIdByGoogleSub(tx, identity.sub);
    let account = linkedId ? await users.findCredentialsById(tx, linkedId) : null;

    if (!account) {
      if (!identity.email || !identity.emailVerified)
        throw new GoogleAccountRefused('Google did not vouch for an email address');
      account = await users.findCredentialsByEmail(tx, identity.email);
      if (account) {
        await users.linkGoogle(tx, account.id, identity.sub, identity.picture);
      } else {
        const name = identity.name ?? identity.email.split('@')[0] ?? identity.email;
        const created = await users.createUser(tx, {
          email: identity.email,
          name,
          displayName: identity.givenName ?? name,
          googleSub: identity.sub,
          avatarUrl: identity.picture,
        });
        account = created.ok ? await users.findCredentialsById(tx, created.value) : null;
        if (!account) throw new GoogleAccountRefused('the account could not be created');
      }
    }

    // Admin sessions come only from the admin login with its shorter tokens; a Google account
    // that shares an admin's email must not become a way into the dashboard.
    if (account.role !== 'user') throw new GoogleAccountRefused('admin accounts sign in with their password');
    return account;
  });
}
