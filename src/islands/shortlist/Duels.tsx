/**
 * Rank by duels: two matches side by side, "which do you prefer?". Each choice is saved; both
 * partners' choices are folded into one order (Bradley–Terry, on the server), shown beside each
 * partner's own order, with the names where the two orders differ called out.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $duel, $matches, chooseInDuel, loadDuel } from '../../lib/stores/shortlist.ts';
import { DATA_TO_GENDER } from '../../shared/constants.ts';
import { SHORTLIST_TEXT, type DuelPair } from '../../shared/shortlist.ts';

export default function Duels() {
  const duel = useStore($duel);
  const state = useStore($matches);
  const count = state?.matches.length ?? 0;
  const pairRef = useRef<HTMLDivElement>(null);

  // A new match can make the first pair possible.
  useEffect(() => {
    if (count >= 2 && !duel.pair && !duel.loading) void loadDuel();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  if (!state || count < 2) {
    return (
      <section className="shortlist-duels" aria-labelledby="duels-heading">
        <h2 id="duels-heading">{SHORTLIST_TEXT.duelsHeading}</h2>
        <p className="matches-empty">{SHORTLIST_TEXT.duelsNeedTwo}</p>
      </section>
    );
  }
  const names = new Map(state.matches.map((m) => [m.nameId, m.name]));
  const { together, mine, partner } = state.duels;
  const choose = async (pair: DuelPair, winner: 'left' | 'right') => {
    const loser = winner === 'left' ? 'right' : 'left';
    await chooseInDuel(pair[winner].nameId, pair[loser].nameId);
    pairRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };
  // Where the two orders disagree: a name the partners put at different places.
  const differ = mine.filter((id) => partner.includes(id) && mine.indexOf(id) !== partner.indexOf(id));

  return (
    <section className="shortlist-duels" aria-labelledby="duels-heading">
      <h2 id="duels-heading">{SHORTLIST_TEXT.duelsHeading}</h2>
      <p className="duels-help">{SHORTLIST_TEXT.duelsHelp}</p>
      {duel.pair ? (
        <div className="duel-pair" ref={pairRef} role="group" aria-label={SHORTLIST_TEXT.duelsHeading}>
          {(['left', 'right'] as const).map((side) => (
            <button
              key={duel.pair![side].nameId}
              type="button"
              className="duel-choice"
              data-gender={DATA_TO_GENDER[duel.pair![side].gender]}
              disabled={duel.loading}
              onClick={() => void choose(duel.pair!, side)}
            >
              <span className="duel-name">{duel.pair![side].name}</span>
              {duel.pair![side].meaning ? <span className="duel-meaning">{duel.pair![side].meaning}</span> : null}
              <span className="visually-hidden"> (I prefer this one)</span>
            </button>
          ))}
        </div>
      ) : (
        <p role="status">Loading a pair…</p>
      )}
      {together.length > 0 ? (
        <div className="duel-orders">
          <Order title={SHORTLIST_TEXT.duelsTogether} ids={together} names={names} differ={differ} />
          <Order
            title={`${SHORTLIST_TEXT.duelsMine} (${state.duels.myCount})`}
            ids={mine}
            names={names}
            differ={differ}
          />
          <Order
            title={`${SHORTLIST_TEXT.duelsPartner} (${state.duels.partnerCount})`}
            ids={partner}
            names={names}
            differ={differ}
          />
        </div>
      ) : null}
      {mine.length > 0 && partner.length > 0 ? (
        <p className="duel-differ">
          {differ.length > 0
            ? `${SHORTLIST_TEXT.duelsDiffer}: ${differ.map((id) => `${names.get(id)} (you ${mine.indexOf(id) + 1}, partner ${partner.indexOf(id) + 1})`).join('; ')}`
            : SHORTLIST_TEXT.duelsAgree}
        </p>
      ) : null}
    </section>
  );
}

function Order({
  title,
  ids,
  names,
  differ,
}: {
  title: string;
  ids: string[];
  names: Map<string, string>;
  differ: string[];
}) {
  return (
    <div className="duel-order">
      <h3>{title}</h3>
      {ids.length === 0 ? (
        <p className="matches-empty">No duels yet</p>
      ) : (
        <ol>
          {ids.map((id) => (
            <li key={id} data-differs={differ.includes(id) || undefined}>
              {names.get(id)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
