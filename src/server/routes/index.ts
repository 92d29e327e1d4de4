/** Every resource of the API, each under its own prefix (one file per resource). */
import type { FastifyPluginAsync } from 'fastify';
import religions from './religions.ts';
import auth from './auth.ts';
import favorites from './favorites.ts';
import shortlist from './shortlist.ts';
import fullName from './full-name.ts';
import cataloguePlugin from '../plugins/cache.ts';
import names from './names.ts';
import popularity from './popularity.ts';
import namesAlike from './names-alike.ts';
import godNames from './god-names.ts';
import nicknames from './nicknames.ts';
import catalogueAdmin from './catalogue-admin.ts';
import nakshatra from './nakshatra.ts';
import corrections from './corrections.ts';

const api: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { hide: true } }, async () => ({ success: true, data: { status: 'ok' } }));
  // Before every catalogue route: they read through its cache.
  await app.register(cataloguePlugin);
  await app.register(religions, { prefix: '/religions' });
  await app.register(auth, { prefix: '/auth' });
  await app.register(favorites, { prefix: '/user/favorites' });
  await app.register(shortlist, { prefix: '/shortlists' });
  await app.register(fullName, { prefix: '/full-name' });
  // /api/names/popular: beside /names/{id}, whose ids are digits only.
  await app.register(popularity, { prefix: '/names' });
  await app.register(namesAlike, { prefix: '/names' });
  await app.register(names, { prefix: '/names' });
  await app.register(godNames, { prefix: '/god-names' });
  await app.register(nicknames, { prefix: '/nicknames' });
  await app.register(catalogueAdmin, { prefix: '/admin' });
  await app.register(nakshatra, { prefix: '/nakshatra' });
  await app.register(corrections, { prefix: '/corrections' });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, error: `No API route ${request.method} ${request.url.split('?')[0]}` }),
  );
};

export default api;
