/**
 * The stylesheets of the site's pages, imported together by both layouts so that the build makes
 * them one hashed file that every page links: a visitor downloads it once and keeps it (the server
 * sends `/_astro/*` as immutable), instead of ~30 KB of the same CSS inside every page. The order
 * is the cascade the pages had when each imported its own: a page's list and detail styles first,
 * then the site's base and header.
 *
 * The header's and footer's rules are here too (site-chrome.css), not in their components: a
 * component's <style> is bundled as a stylesheet of its own, and every page then waited for two
 * render-blocking files instead of one.
 *
 * A screen with styles of its own (the dashboard, sign-in, the shortlist, the full-name workbench,
 * the birth-star pages) still imports them itself: they come as a second, small file on those
 * pages only.
 */
import './lists.css';
import './detail.css';
import './popularity.css';
import './countries.css';
import './global.css';
import './session.css';
import './search.css';
import './site-chrome.css';
// The correction form sits at the foot of every item's page: one small file fewer to wait for.
import './corrections.css';
// Names like this, on every name's page.
import './names-alike.css';
