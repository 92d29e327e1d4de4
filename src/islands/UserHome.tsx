/**
 * The live part of the home page (/user/dashboard): a greeting and the favourites at a glance
 * for a signed-in user; for a visitor, what signing in gives. Static HTML shows the visitor's
 * version, so the page reads well without JavaScript and without a session.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { ROUTES } from '../shared/constants.ts';
import { $favouriteItems, $favourites, NO_FAVOURITES } from '../lib/stores/favourites.ts';
import { $session, LOGGED_OUT_VIEW } from '../lib/stores/session.ts';
import { startSession } from '../lib/session-restore.ts';
import '../styles/session.css';

const GLANCE = 3;

export default function UserHome() {
  const session = useStore($session, { ssr: () => LOGGED_OUT_VIEW });
  const lists = useStore($favourites, { ssr: () => NO_FAVOURITES });
  const items = useStore($favouriteItems, { ssr: 'initial' });

  useEffect(() => {
    void startSession();
  }, []);

  if (session.state === 'checking') {
    return (
      <section className="card user-home" aria-busy="true">
        <p role="status" className="muted">
          Checking your session…
        </p>
      </section>
    );
  }

  if (session.state === 'loggedOut') {
    return (
      <section className="card user-home" aria-labelledby="user-home-title">
        <h2 id="user-home-title">Keep the names you love</h2>
        <p>Sign in to save names, god names and nicknames as favourites and find them all on one page.</p>
        <p className="user-home-actions">
          <a className="button" href={ROUTES.userLogin}>
            Login
          </a>
        </p>
      </section>
    );
  }

  const glance = [
    { title: 'Names', ids: lists.names, items: items?.names ?? [], href: ROUTES.names },
    { title: 'God names', ids: lists.godNames, items: items?.godNames ?? [], href: ROUTES.godName },
    { title: 'Nicknames', ids: lists.nicknames, items: items?.nicknames ?? [], href: ROUTES.nicknames },
  ];
  const total = lists.names.length + lists.godNames.length + lists.nicknames.length;

  return (
    <section className="card user-home" aria-labelledby="user-home-title">
      <h2 id="user-home-title">Welcome back, {session.displayName}</h2>
      {total === 0 ? (
        <p>You have no favourites yet. Tap the heart beside any name to keep it here.</p>
      ) : (
        <ul className="glance">
          {glance.map((group) => {
            const first = group.items.filter((item) => group.ids.includes(item.id)).slice(0, GLANCE);
            return (
              <li key={group.title} className="glance-group">
                <p className="glance-title">
                  {group.title} <span className="count-badge">{group.ids.length}</span>
                </p>
                {first.length > 0 ? (
                  <p className="glance-items">
                    {first.map((item, index) => (
                      <span key={item.id}>
                        {index > 0 ? ', ' : ''}
                        <a href={`${group.href}/${encodeURIComponent(item.id)}`}>{item.name}</a>
                      </span>
                    ))}
                    {group.ids.length > first.length ? ' …' : ''}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <p className="user-home-actions">
        <a className="button" href={ROUTES.favourites}>
          See all your favourites
        </a>
      </p>
    </section>
  );
}
