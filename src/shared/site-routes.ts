/**
 * Routes whose pages cannot all exist at build time: an item added after the build, or the
 * client-side sections of the admin dashboard. Each is answered with a generic shell page that
 * reads the id from the URL and fetches live. Used by the server and by the rewrite files for
 * static hosts, so both behave the same.
 */
export interface ShellRoute {
  /** Express-style path, for rewrite files. */
  path: string;
  pattern: RegExp;
  /** The file in dist/ that answers it. */
  shell: string;
}

export const SHELL_ROUTES: ShellRoute[] = [
  { path: '/names/:id', pattern: /^\/names\/[^/]+$/, shell: 'shells/name/index.html' },
  { path: '/nicknames/:id', pattern: /^\/nicknames\/[^/]+$/, shell: 'shells/nickname/index.html' },
  { path: '/godname/:id', pattern: /^\/godname\/[^/]+$/, shell: 'shells/godname/index.html' },
  { path: '/godnames/:id', pattern: /^\/godnames\/[^/]+$/, shell: 'shells/godnames/index.html' },
  { path: '/religion/:id', pattern: /^\/religion\/[^/]+$/, shell: 'shells/religion/index.html' },
  { path: '/dashboard/*', pattern: /^\/dashboard(\/.*)?$/, shell: 'dashboard/index.html' },
];
