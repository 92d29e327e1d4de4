/**
 * /favourites: the three cards of the signed-in user's favourites, each with a count
 * badge. A row leaves its card as soon as its toggle is switched off (and comes back if the
 * server refuses), because the cards show the items whose ids are in the favourite lists.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { DATA_TO_GENDER, ROUTES, UNIVERSAL_LABEL } from '../shared/constants.ts';
import { $favouriteItems, $favourites, NO_FAVOURITES, type FavouriteKind } from '../lib/stores/favourites.ts';
import { refreshFavourites } from '../lib/session-restore.ts';
import type { BabyName, GodName, Nickname } from '../shared/types.ts';
import GuardGate from './GuardGate.tsx';
import { COMPARE_FAVOURITES, compareHref } from '../shared/popularity.ts';
import ListRow from './parts/ListRow.tsx';
import '../styles/lists.css';
import '../styles/session.css';

export default function FavouritesPage() {
  return (
    <GuardGate role="user">
      <FavouriteCards />
    </GuardGate>
  );
}

function FavouriteCards() {
  const lists = useStore($favourites, { ssr: () => NO_FAVOURITES });
  const items = useStore($favouriteItems, { ssr: 'initial' });
  const asked = useRef('');

  // An id without its item (favourited in another tab, or the startup refresh failed): fetch the
  // lists again, once per set of ids, so a failing server is not asked in a loop.
  useEffect(() => {
    const known = new Set(
      [...(items?.names ?? []), ...(items?.godNames ?? []), ...(items?.nicknames ?? [])].map((item) => item.id),
    );
    const wanted = [...lists.names, ...lists.godNames, ...lists.nicknames];
    const key = wanted.join(',');
    if ((items === null || wanted.some((id) => !known.has(id))) && asked.current !== key) {
      asked.current = key;
      void refreshFavourites();
    }
  }, [lists, items]);

  const loading = items === null;
  const shown = <T extends { id: string }>(kind: FavouriteKind, all: T[] | undefined) =>
    (all ?? []).filter((item) => lists[kind].includes(item.id));
  const names = shown('names', items?.names);
  const godNames = shown('godNames', items?.godNames);
  const nicknames = shown('nicknames', items?.nicknames);

  return (
    <div className="favourites" aria-busy={loading}>
      <h1>Your favourites</h1>
      <p className="favourites-shortlist">
        Choosing with a partner? <a href={ROUTES.shortlist}>Our shortlist</a>: invite them, answer names on your own and
        see the ones you both like.
      </p>
      {names.length >= 2 && (
        <p>
          <a href={compareHref(names.map((n) => n.name))}>{COMPARE_FAVOURITES}</a>
        </p>
      )}
      <div className="favourite-cards">
        <FavouriteCard
          title="FAVOURITE NAMES"
          noun="names"
          browse={ROUTES.names}
          count={names.length}
          empty="No favourite names yet"
          loading={loading}
        >
          {names.map((name) => (
            <NameRow key={name.id} name={name} />
          ))}
        </FavouriteCard>
        <FavouriteCard
          title="FAVOURITE GOD NAMES"
          noun="god names"
          browse={ROUTES.godNames}
          count={godNames.length}
          empty="No favourite god names yet"
          loading={loading}
        >
          {godNames.map((godName) => (
            <GodNameRow key={godName.id} godName={godName} />
          ))}
        </FavouriteCard>
        <FavouriteCard
          title="FAVOURITE NICKNAMES"
          noun="nicknames"
          browse={ROUTES.nicknames}
          count={nicknames.length}
          empty="No favourite nicknames yet"
          loading={loading}
        >
          {nicknames.map((nickname) => (
            <NicknameRow key={nickname.id} nickname={nickname} />
          ))}
        </FavouriteCard>
      </div>
    </div>
  );
}

interface CardProps {
  title: string;
  noun: string;
  /** Where to find some: an empty card offers a way to start browsing. */
  browse: string;
  count: number;
  empty: string;
  loading: boolean;
  children: ReactNode[];
}

function FavouriteCard({ title, noun, browse, count, empty, loading, children }: CardProps) {
  return (
    <section className="card favourite-card" aria-label={title}>
      <header className="favourite-card-header">
        <h2>{title}</h2>
        <span className="count-badge">
          {loading ? '…' : count}
          <span className="visually-hidden"> {noun}</span>
        </span>
      </header>
      {loading ? (
        <p className="muted" role="status">
          Loading your favourites…
        </p>
      ) : count === 0 ? (
        <p className="favourite-empty">
          {empty}
          <br />
          <a href={browse}>Browse {noun}</a>
        </p>
      ) : (
        <ul className="list-rows">{children}</ul>
      )}
    </section>
  );
}

function NameRow({ name }: { name: BabyName }) {
  const gender = DATA_TO_GENDER[name.gender];
  return (
    <ListRow
      kind="names"
      id={name.id}
      name={name.name}
      href={`${ROUTES.names}/${encodeURIComponent(name.id)}`}
      tags={
        <>
          {' '}
          <span className={`tag ${gender}`}>{gender.toUpperCase()}</span>{' '}
          <span className="tag">{name.religionId?.name || UNIVERSAL_LABEL}</span>
        </>
      }
      summary={name.meaning || undefined}
      description={name.description}
    />
  );
}

function GodNameRow({ godName }: { godName: GodName }) {
  return (
    <ListRow
      kind="godNames"
      id={godName.id}
      name={godName.name}
      href={`${ROUTES.godName}/${encodeURIComponent(godName.id)}`}
      summary={godName.religionId?.name || undefined}
      description={godName.description}
      otherNames={godName.subNames}
    />
  );
}

function NicknameRow({ nickname }: { nickname: Nickname }) {
  return (
    <ListRow
      kind="nicknames"
      id={nickname.id}
      name={nickname.name}
      href={`${ROUTES.nicknames}/${encodeURIComponent(nickname.id)}`}
      description={nickname.description}
    />
  );
}
