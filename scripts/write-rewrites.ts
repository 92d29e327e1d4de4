/**
 * The server's routing rules (docs/architecture.md) as files for static hosts: a Netlify/Cloudflare
 * style `_redirects` and an nginx `location` block, so a CDN deployment behaves like the server.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SHELL_ROUTES } from '../src/shared/site-routes.ts';
import { ROUTES } from '../src/shared/constants.ts';

export async function writeRewrites(distDir: string): Promise<void> {
  const shellUrl = (shell: string) => '/' + shell.replace(/index\.html$/, '').replace(/\/$/, '');
  const redirects = [
    `/ ${ROUTES.userDashboard} 302`,
    // Plain 200 rewrites: static files that exist win over these on such hosts.
    ...SHELL_ROUTES.map((r) => `${r.path.replace(':id', ':id')} ${shellUrl(r.shell)} 200`),
    `/api/* ${process.env['PUBLIC_API_URL'] || 'https://api.example.invalid'}/api/:splat 200`,
    `/* ${ROUTES.notFound} 302`,
  ];
  await writeFile(path.join(distDir, '_redirects'), redirects.join('\n') + '\n');

  const nginx = [
    '# Include inside a server { } block whose root is this dist/ folder.',
    `location = / { return 302 ${ROUTES.userDashboard}; }`,
    `location = ${ROUTES.notFound} { try_files /404.html =404; }`,
    'location /_astro/ { add_header Cache-Control "public, max-age=31536000, immutable"; try_files $uri =404; }',
    ...SHELL_ROUTES.map((r) => {
      const regex = r.pattern.source.replace(/\\\//g, '/');
      return `location ~ ${regex} { try_files $uri $uri/index.html /${r.shell}; }`;
    }),
    `location / { try_files $uri $uri/index.html @notfound; }`,
    `location @notfound { return 302 ${ROUTES.notFound}; }`,
    'error_page 404 /404.html;',
  ];
  await writeFile(path.join(distDir, 'nginx.conf'), nginx.join('\n') + '\n');
}
