/**
 * The home page's religion chips (/user/dashboard). Only active religions are listed,
 * and an admin can switch one off or add one at any time: the chips built with the page show
 * first (and without JavaScript), then the live list from the API replaces them.
 */
import { useStore } from '@nanostores/react';
import { $liveReligions } from '../lib/stores/religions.ts';
import { useHydrated } from '../lib/hooks/useHydrated.ts';
import { ROUTES } from '../shared/constants.ts';
import type { Religion } from '../shared/types.ts';

interface Props {
  /** The active religions when the site was built. */
  initial: Religion[];
}

export default function HomeReligions({ initial }: Props) {
  const live = useStore($liveReligions);
  // Until the API answers, or when it fails, the built chips stay: a religion switched off since
  // still leads to its page's message.
  const religions = live ?? initial;
  const hydrated = useHydrated();

  if (religions.length === 0) return null;
  return (
    <section aria-labelledby="home-religions" data-hydrated={hydrated} data-live={live !== undefined}>
      <h2 id="home-religions">Names by religion</h2>
      <ul className="home-chips">
        {religions.map((religion) => (
          <li key={religion.id}>
            <a href={`${ROUTES.religion}/${encodeURIComponent(religion.id)}`}>{religion.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
