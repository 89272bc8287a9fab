import type { Readable } from 'node:stream';

export type StoredFileInfo = { contentType: string; size: number };

/**
 * Where labels, invoices, reports, uploads and logos live. Keys are relative paths of safe segments;
 * a client's files go under `clients/<clientId>/…` (see `clientFileKey`), which is what lets the
 * download route serve them to that client only.
 */
export type FileStorage = {
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<void>;
  /** Stores a file written as its bytes arrive (a large export); readers see it only once it is whole. */
  putStream: (key: string, chunks: AsyncIterable<Uint8Array>, contentType: string) => Promise<void>;
  get: (key: string) => Promise<(StoredFileInfo & { bytes: Buffer }) | null>;
  getStream: (key: string) => Promise<(StoredFileInfo & { stream: Readable }) | null>;
  delete: (key: string) => Promise<void>;
  /** Deletes every file under a folder key (`clients/<clientId>`), e.g. when an account is deleted. */
  deleteFolder: (folderKey: string) => Promise<void>;
  /** The app-relative URL of the download route for this key. */
  url: (key: string, options?: { disposition?: 'inline' | 'attachment' }) => string;
};

export const FILES_ROUTE_PREFIX = '/api/v1/files/';

const SEGMENT = /^[\w][\w.\- ()]*$/;

/** True for a key made of safe segments: no `..`, no empty segment, no leading slash. */
export const isValidFileKey = (key: string) =>
  key.length > 0 &&
  key.length <= 512 &&
  key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));

export const assertValidFileKey = (key: string) => {
  if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
};

/** The key of a client's file, e.g. `clientFileKey(clientId, 'labels', 'ABC123.pdf')`. */
export const clientFileKey = (clientId: string, ...segments: string[]) => {
  const key = ['clients', clientId, ...segments].join('/');
  assertValidFileKey(key);
  return key;
};

export const fileUrl = (key: string, options?: { disposition?: 'inline' | 'attachment' }) => {
  const path = FILES_ROUTE_PREFIX + key.split('/').map(encodeURIComponent).join('/');
  return options?.disposition ? `${path}?disposition=${options.disposition}` : path;
};
