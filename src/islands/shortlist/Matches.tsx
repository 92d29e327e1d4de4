/**
 * The names both partners liked, Love-Love first, as the polled matches answer them. A new match
 * is announced politely (aria-live), once, whichever partner's answer made it.
 */
import { useStore } from '@nanostores/react';
import { $matches, $matchNotice, $surname } from '../../lib/stores/shortlist.ts';
import { DATA_TO_GENDER, ROUTES } from '../../shared/constants.ts';
import { SHORTLIST_TEXT, type Match } from '../../shared/shortlist.ts';
import { fullNameHref } from '../../shared/full-name.ts';

const ANSWER = { yes: SHORTLIST_TEXT.yes, love: SHORTLIST_TEXT.love } as const;

export default function Matches({ paired }: { paired: boolean }) {
  const state = useStore($matches);
  const notice = useStore($matchNotice);
  const matches = state?.matches ?? [];

  return (
    <section className="shortlist-matches" aria-labelledby="matches-heading">
      <h2 id="matches-heading">
        {SHORTLIST_TEXT.matchesHeading}
        {matches.length > 0 ? <span className="count-badge">{matches.length}</span> : null}
      </h2>
      <p className="match-notice" aria-live="polite" role="status">
        {notice}
      </p>
      {!paired ? (
        <p className="matches-empty">{SHORTLIST_TEXT.waitingForPartner}</p>
      ) : matches.length === 0 ? (
        <p className="matches-empty">{state ? SHORTLIST_TEXT.noMatches : 'Loading matches…'}</p>
      ) : (
        <ul className="match-list">
          {matches.map((m) => (
            <MatchRow key={m.nameId} match={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchRow({ match }: { match: Match }) {
  const surname = useStore($surname).trim();
  return (
    <li className="match" data-both-love={match.bothLove || undefined} data-gender={DATA_TO_GENDER[match.gender]}>
      <span className="match-name">
        {match.own ? match.name : <a href={`${ROUTES.names}/${encodeURIComponent(match.nameId)}`}>{match.name}</a>}
      </span>
      <span className="match-answers">
        {match.bothLove ? (
          <>
            <span aria-hidden="true">♥♥ </span>You both love it
          </>
        ) : (
          `You: ${ANSWER[match.myAnswer]} · Partner: ${ANSWER[match.partnerAnswer]}`
        )}
      </span>
      {match.meaning ? <span className="match-meaning">{match.meaning}</span> : null}
      {match.own ? <span className="match-meaning">{SHORTLIST_TEXT.ownTag}</span> : null}
      <a className="match-full-name" href={fullNameHref({ first: match.name, surname })}>
        {SHORTLIST_TEXT.fullName}
        <span className="visually-hidden">: {match.name}</span>
      </a>
    </li>
  );
}
