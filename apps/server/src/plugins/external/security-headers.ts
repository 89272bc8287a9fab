import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's policy; images may also come from the configured map tile server and the video CDN (posters),
 * videos and their subtitles from the video CDN.
 */
const securityPolicyOf = (imageOrigins: readonly string[], mediaOrigins: readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes; no script is ever inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        mediaSrc: ["'self'", ...mediaOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

/** The headers helmet sets, worked out once: they depend on the policy alone, never on the request. */
const headersOf = (policy: ReturnType<typeof securityPolicyOf>) => {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  policy({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * Security headers (content security policy, frame, referrer, MIME sniffing …) on every response,
 * pages, API answers and errors alike. The fastify-helmet plugin rebuilt helmet from its options on
 * every request, parsing the policy each time; the headers are the same for every response, so they are
 * computed at start and only set per request.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  const videos = originOf(app.config.TUTORIAL_VIDEOS_URL);
  const headers = headersOf(securityPolicyOf([...originOf(app.config.MAP_TILE_URL), ...videos], videos));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
