import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidFileKey, type FileStorage, fileUrl, type StoredFileInfo } from './file-storage.ts';

const META_SUFFIX = '.meta.json';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a local directory (`DATA_DIR/files` by default); the content type is kept in a small JSON
 * file beside each file. Writes go to a temporary name first, so a reader never sees half a file.
 */
export const createLocalFileStorage = (rootDir: string): FileStorage => {
  const pathOf = (key: string) => {
    assertValidFileKey(key);
    if (key.endsWith(META_SUFFIX)) throw new Error(`Invalid file key: ${key}`);
    return join(rootDir, key);
  };

  const readInfo = async (path: string): Promise<StoredFileInfo | null> => {
    try {
      const [meta, stats] = await Promise.all([readFile(path + META_SUFFIX, 'utf8'), stat(path)]);
      return { contentType: (JSON.parse(meta) as { contentType: string }).contentType, size: stats.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const writeAtomically = async (path: string, data: Uint8Array | string) => {
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  };

  // Folders this process made: a burst of writes to one folder (a bulk order's labels) makes it once.
  // A folder removed since (deleteFolder, or by hand) fails the write, which makes it again.
  const madeFolders = new Set<string>();
  const inFolder = async (path: string, write: () => Promise<void>) => {
    const folder = dirname(path);
    if (madeFolders.has(folder)) {
      try {
        return await write();
      } catch (error) {
        if (!isMissing(error)) throw error;
        madeFolders.delete(folder);
      }
    }
    await mkdir(folder, { recursive: true });
    madeFolders.add(folder);
    await write();
  };

  return {
    put: async (key, bytes, contentType) => {
      const path = pathOf(key);
      await inFolder(path, async () => {
        await writeAtomically(path + META_SUFFIX, JSON.stringify({ contentType }));
        await writeAtomically(path, bytes);
      });
    },
    putStream: async (key, chunks, contentType) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(Readable.from(chunks), createWriteStream(temporary));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await writeAtomically(path + META_SUFFIX, JSON.stringify({ contentType }));
      await rename(temporary, path);
    },
    get: async (key) => {
      const path = pathOf(key);
      const info = await readInfo(path);
      if (!info) return null;
      try {
        return { ...info, bytes: await readFile(path) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    getStream: async (key) => {
      const path = pathOf(key);
      const info = await readInfo(path);
      return info ? { ...info, stream: createReadStream(path) } : null;
    },
    delete: async (key) => {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + META_SUFFIX, { force: true });
    },
    deleteFolder: async (folderKey) => {
      await rm(pathOf(folderKey), { recursive: true, force: true });
    },
    url: fileUrl,
  };
};
