/**
 * Who shares the shortlist, and the invitation: the link made in this visit (shown once, with a
 * copy button), the pending invitations the owner may cancel, and leaving.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $invitation, invitePartner, leaveShortlist, revokeInvitation } from '../../lib/stores/shortlist.ts';
import { SHORTLIST_TEXT, type Shortlist } from '../../shared/shortlist.ts';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });

export default function Partner({ shortlist }: { shortlist: Shortlist }) {
  const invitation = useStore($invitation);
  const [copied, setCopied] = useState(false);
  const partner = shortlist.members.find((m) => !m.isMe);

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      // No clipboard (an insecure origin): the link stays selectable in its field.
    }
  };

  return (
    <section className="shortlist-partner" aria-labelledby="partner-heading">
      <h2 id="partner-heading" className="visually-hidden">
        Partner
      </h2>
      {partner ? (
        <p>
          Shared with <strong>{partner.displayName}</strong>.
        </p>
      ) : (
        <p>{SHORTLIST_TEXT.waitingForPartner}</p>
      )}
      {!partner && shortlist.isOwner ? (
        <div className="shortlist-invite">
          {invitation ? (
            <div className="invite-link">
              <label htmlFor="invite-link">{SHORTLIST_TEXT.inviteHelp}</label>
              <div className="invite-link-row">
                <input
                  id="invite-link"
                  type="text"
                  readOnly
                  value={invitation.link}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <button type="button" className="button" onClick={() => void copy(invitation.link)}>
                  {SHORTLIST_TEXT.copyLink}
                </button>
              </div>
              <p role="status" className="invite-copied">
                {copied ? SHORTLIST_TEXT.linkCopied : ''}
              </p>
            </div>
          ) : (
            <button type="button" className="button" onClick={() => void invitePartner()}>
              {SHORTLIST_TEXT.invite}
            </button>
          )}
          {shortlist.invitations.length > 0 ? (
            <ul className="invite-pending" aria-label="Pending invitations">
              {shortlist.invitations.map((i) => (
                <li key={i.id}>
                  <span>Invitation valid until {dateOf(i.expiresAt)}</span>
                  <button type="button" className="button secondary" onClick={() => void revokeInvitation(i.id)}>
                    {SHORTLIST_TEXT.revoke}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {partner ? (
        <button
          type="button"
          className="button secondary shortlist-leave"
          onClick={() => {
            if (confirm('Leave the shortlist? Your partner keeps it; your answers stay yours.')) void leaveShortlist();
          }}
        >
          {SHORTLIST_TEXT.leave}
        </button>
      ) : null}
    </section>
  );
}
