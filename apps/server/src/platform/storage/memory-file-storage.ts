import { Readable } from 'node:stream';
import { assertValidFileKey, type FileStorage, fileUrl } from './file-storage.ts';

/** Files in memory: tests, and processes that must not touch the disk. */
export const createMemoryFileStorage = (): FileStorage => {
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  const find = (key: string) => {
    assertValidFileKey(key);
    return files.get(key);
  };
  return {
    put: async (key, bytes, contentType) => {
      assertValidFileKey(key);
      files.set(key, { bytes: Buffer.from(bytes), contentType });
    },
    putStream: async (key, chunks, contentType) => {
      assertValidFileKey(key);
      const parts: Uint8Array[] = [];
      for await (const chunk of chunks) parts.push(chunk);
      files.set(key, { bytes: Buffer.concat(parts), contentType });
    },
    get: async (key) => {
      const file = find(key);
      return file
        ? { bytes: Buffer.from(file.bytes), contentType: file.contentType, size: file.bytes.length }
        : null;
    },
    getStream: async (key) => {
      const file = find(key);
      return file
        ? { stream: Readable.from([file.bytes]), contentType: file.contentType, size: file.bytes.length }
        : null;
    },
    delete: async (key) => {
      assertValidFileKey(key);
      files.delete(key);
    },
    deleteFolder: async (folderKey) => {
      assertValidFileKey(folderKey);
      for (const key of files.keys()) if (key.startsWith(`${folderKey}/`)) files.delete(key);
    },
    url: fileUrl,
  };
};
