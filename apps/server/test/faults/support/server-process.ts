import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * Builds the server as `npm start` runs it (plain JavaScript) into a folder of its own, inside the server
 * package so the bundle finds node_modules, and that no parallel test writes to. About half a second.
 */
const buildServer = () => {
  const outdir = `${serverRoot}.test-builds/${process.pid}-${crypto.randomUUID()}`;
  const result = spawnSync(
    process.execPath,
    [`${serverRoot}build.mjs`, outdir, '--without-embedded-template'],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`The server did not build:\n${result.stdout}${result.stderr}`);
  return outdir;
};

export type ServerProcess = {
  url: string;
  pid: number;
  /** Everything the process wrote, for a failing test's message. */
  output: () => string;
  /** Sends the signal and resolves once the process is gone. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/**
 * Starts the real server as its own process (node itself, not npx, whose wrapper would survive a kill
 * of the PID it reports) and resolves once it listens. Dies with the test run if the test forgets it.
 */
export const startServerProcess = async ({
  env,
  timeoutMs = 60_000,
}: {
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> => {
  const { NODE_ENV: _vitestNodeEnv, TEST_DB_KIND: _kind, ...inherited } = process.env;
  const outdir = buildServer();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', `${outdir}/server.js`], {
    cwd: repositoryRoot,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', DEMO_SEED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit');
  void exited.then(() => rmSync(outdir, { recursive: true, force: true }));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  process.once('exit', () => child.kill('SIGKILL'));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), timeoutMs);
    const onData = () => {
      const match = /Shipdeck is running at (\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server exited before listening:\n${output}`));
    });
  });
  return { url, pid: child.pid!, output: () => output, kill };
};
