// The yardstick of the throughput bench: a bare Fastify route that answers, for each URL, the bytes the real
// server answered for it (read from the JSON file named on the command line), with nothing else on it.
// Plain JavaScript run by node, as the built server is.
//
// Given a PostgreSQL address (FLOOR_DATABASE_URL), `/floor/<url>` answers the same bytes after the least
// reading any server must do for a signed-in list: find the session by its token and read the page's rows,
// one plain query each on a pool as large as the server's. No server that reads the database per request
// can serve a list faster than this floor, so its ratio to the bare route bounds the list's.
// `/floor-session/<url>` finds the session only: the bound of a server answering lists from a cache that
// is checked against the database once a request (a session must be looked up to be trusted).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const [, , routesFile, port] = process.argv;
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
const app = Fastify({ logger: false });
// One route answers every URL (two reads share a path and differ by query) from a map of prepared bytes.
const answers = new Map(
  routes.map(({ url, contentType, body }) => [url, { contentType, bytes: Buffer.from(body) }]),
);
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.type(answer.contentType).send(answer.bytes);
});

const floorUrl = process.env.FLOOR_DATABASE_URL;
if (floorUrl) {
  const pool = new pg.Pool({ connectionString: floorUrl, max: 10 });
  const sessionTokenOf = (cookie = '') => /(?:^|;\s*)sd_session=([^;]+)/.exec(cookie)?.[1] ?? '';
  const clientOfSession = async (cookie) => {
    const tokenHash = createHash('sha256').update(sessionTokenOf(cookie)).digest('hex');
    const session = await pool.query(
      'select client_id from sessions where token_hash = $1 and expires_at > now()',
      [tokenHash],
    );
    return session.rows[0]?.client_id;
  };
  app.get('/floor/*', async (request, reply) => {
    const answer = answers.get(request.url.slice('/floor'.length));
    if (!answer) return reply.code(404).send();
    const clientId = await clientOfSession(request.headers.cookie);
    if (!clientId) return reply.code(401).send();
    await pool.query(
      'select * from shipments where client_id = $1 and is_archived = false order by created_at desc, id desc limit 20',
      [clientId],
    );
    return reply.type(answer.contentType).send(answer.bytes);
  });
  app.get('/floor-session/*', async (request, reply) => {
    const answer = answers.get(request.url.slice('/floor-session'.length));
    if (!answer) return reply.code(404).send();
    if (!(await clientOfSession(request.headers.cookie))) return reply.code(401).send();
    return reply.type(answer.contentType).send(answer.bytes);
  });
  app.addHook('onClose', () => pool.end());
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('listening');
