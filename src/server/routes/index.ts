/** Every resource of the API, each under its own prefix (one file per resource). */
import type { FastifyPluginAsync } from 'fastify';
import religions from './religions.ts';

const api: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { hide: true } }, async () => ({ success: true, data: { status: 'ok' } }));
  await app.register(religions, { prefix: '/religions' });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, error: `No API route ${request.method} ${request.url.split('?')[0]}` }),
  );
};

export default api;
