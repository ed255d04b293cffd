/**
 * The floor the benchmark compares against: a bare Fastify route at the same
 * path that receives the same body as text and answers a small JSON object.
 * Run as its own process, like the real server (PORT from the environment).
 */
import Fastify from 'fastify';

const app = Fastify();
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
app.get('/api/analyze', async () => ({ ok: true }));
// The harness waits for readiness as it does for the real server.
app.get('/readyz', async () => ({ status: 'ready' }));
app.post('/api/analyze', async (request) => ({ ok: true, size: String(request.body).length }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
