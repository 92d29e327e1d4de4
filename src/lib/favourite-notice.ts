/**
 * The notice of a failed favourite toggle (the product's fixed messages), as one alert on the page. It is
 * plain DOM rather than part of the button, because the button that failed may be gone by the
 * time the server answers (on the favourites page its row leaves at once, and comes back as a
 * new row when the toggle is undone).
 */
import { $favouriteNotice } from './stores/favourites.ts';

let mounted = false;

/** Shows $favouriteNotice in the browser; safe to call from every toggle. */
export function mountFavouriteNotice(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  let box: HTMLDivElement | null = null;
  $favouriteNotice.subscribe((message) => {
    box?.remove();
    box = null;
    if (!message) return;
    // A fresh element each time, so screen readers announce a repeated message again.
    box = document.createElement('div');
    box.className = 'fav-notice';
    box.setAttribute('role', 'alert');
    const text = document.createElement('span');
    text.textContent = message;
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'fav-notice-close';
    close.setAttribute('aria-label', 'Dismiss');
    close.textContent = '×';
    close.addEventListener('click', () => $favouriteNotice.set(null));
    box.append(text, close);
    document.body.append(box);
  });
}
