import type { FastifyPluginAsync } from 'fastify';

/** Every API module, registered under /api/v1. Each module declares the access of its routes. */
export const apiModules: FastifyPluginAsync[] = [];
