import type { APIRoute } from 'astro';

// Generated so the Sitemap line carries the absolute URL of the deployment (SITE_URL).
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /dashboard',
      'Disallow: /favourites',
      'Disallow: /shells/',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
