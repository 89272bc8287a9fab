import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** A receiver has this long to answer a delivery, from connecting to the end of its answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of an answer's body before the connection is dropped: only the status counts. */
const ANSWER_BYTES_READ = 64 * 1024;

export type PostOutcome = { responseStatus: number } | { responseStatus: null; error: string };

/**
 * POSTs a delivery to a URL over a connection to `address` only (the address its host name was checked
 * to have), whatever DNS answers by then; TLS still checks the certificate against the host name.
 * Redirects are not followed: a 3xx is an answer like any other non-2xx.
 */
export const postWebhook = (input: {
  url: URL;
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
}): Promise<PostOutcome> =>
  new Promise((resolve) => {
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: input.address, family: input.family }]);
      else callback(null, input.address, input.family);
    };
    const client = input.url.protocol === 'https:' ? https : http;
    const request = client.request(input.url, {
      method: 'POST',
      headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
      lookup: pinned,
      agent: false,
      timeout: input.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    });
    // The socket timeout above catches silence; this one a receiver that answers a byte at a time.
    const deadline = setTimeout(
      () => request.destroy(new Error('timeout')),
      input.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    );
    request.on('close', () => clearTimeout(deadline));
    request.on('response', (response) => {
      let read = 0;
      const status = response.statusCode ?? 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES_READ) response.destroy();
      });
      response.on('close', () => resolve({ responseStatus: status }));
      response.on('error', () => resolve({ responseStatus: status }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ responseStatus: null, error: (error.code ?? error.message).slice(0, 200) }),
    );
    request.end(input.body);
  });
