import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `app.close()` lets requests in flight finish, but a keep-alive connection that carried one stays open
 * afterwards and holds the close up until the keep-alive timeout. While closing, responses therefore
 * say `Connection: close`, and connections that fall idle are closed as soon as they do.
 */
export const gracefulShutdownPlugin = fp(
  async (app: FastifyInstance) => {
    let isClosing = false;
    let reaper: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      isClosing = true;
      reaper = setInterval(() => app.server.closeIdleConnections(), 50);
      reaper.unref();
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (isClosing && !reply.raw.headersSent) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('onClose', async () => {
      clearInterval(reaper);
    });
  },
  { name: 'graceful-shutdown' },
);
