// The yardstick of the throughput bench: a bare Fastify route that answers, for each URL, the bytes the real
// server answered for it (read from the JSON file named on the command line), with nothing else on it.
// Plain JavaScript run by node, as the built server is.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

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
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('listening');
