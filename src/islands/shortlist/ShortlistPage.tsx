/**
 * /shortlist, "Our shortlist": start a shortlist, invite a partner, answer the deck,
 * see the matches as they come and rank them. Its own island on its own page, so the browse
 * pages load none of it.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import GuardGate from '../GuardGate.tsx';
import { useHydrated } from '../../lib/hooks/useHydrated.ts';
import { $shortlist, $shortlistProblem, loadShortlist, startShortlist } from '../../lib/stores/shortlist.ts';
import { SHORTLIST_TEXT } from '../../shared/shortlist.ts';
import Partner from './Partner.tsx';
import Deck from './Deck.tsx';
import Matches from './Matches.tsx';
import Ranking from './Ranking.tsx';
import Duels from './Duels.tsx';
import '../../styles/shortlist.css';

export default function ShortlistPage() {
  const hydrated = useHydrated();
  return (
    <div className="shortlist-page" data-hydrated={hydrated || undefined}>
      <h1>{SHORTLIST_TEXT.pageTitle}</h1>
      <GuardGate role="user">
        <ShortlistApp />
      </GuardGate>
    </div>
  );
}

function ShortlistApp() {
  const shortlist = useStore($shortlist);
  const problem = useStore($shortlistProblem);

  useEffect(() => {
    void loadShortlist();
  }, []);

  if (shortlist.state === 'loading') {
    return (
      <p className="guard-status" role="status">
        Loading your shortlist…
      </p>
    );
  }
  if (shortlist.state === 'error') {
    return (
      <p className="shortlist-problem" role="alert">
        {shortlist.message}{' '}
        <button type="button" className="button secondary" onClick={() => void loadShortlist()}>
          Try again
        </button>
      </p>
    );
  }
  if (!shortlist.value) {
    return (
      <section className="shortlist-start">
        <p>{SHORTLIST_TEXT.intro}</p>
        <button type="button" className="button" onClick={() => void startShortlist()}>
          {SHORTLIST_TEXT.start}
        </button>
        {problem ? (
          <p className="shortlist-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </section>
    );
  }
  const paired = shortlist.value.members.length > 1;
  return (
    <div className="shortlist-layout">
      <p className="shortlist-intro">{SHORTLIST_TEXT.intro}</p>
      <Partner shortlist={shortlist.value} />
      {problem ? (
        <p className="shortlist-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="shortlist-columns">
        <Deck />
        <div className="shortlist-side">
          <Matches paired={paired} />
          {paired ? <Ranking /> : null}
          {paired ? <Duels /> : null}
        </div>
      </div>
    </div>
  );
}
