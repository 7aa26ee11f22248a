// The real server as a child process (`node --import tsx server/main.ts`) on its own port, for tests that need a
// second process: a restart after SIGKILL (restart-sigkill.test.ts), two instances sharing one PostgreSQL
// (player-events.test.ts).
import { type ChildProcess, spawn } from 'node:child_process';

export interface Child {
  url: string;
  proc: ChildProcess;
  exited: Promise<number | string | null>;
  log: () => string;
}

/**
 * `server/main.ts` on its own port; resolves once it listens. Node runs it with tsx as a loader in ONE
 * process: the tsx CLI would run the server in a child of its own, and a SIGKILL to the CLI would leave
 * that server running, orphaned, on the same data.
 */
export function startChild(env: Record<string, string>): Promise<Child> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...base, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    proc.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, proc, exited, log: () => output });
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before listening:\n${output}`));
    });
  });
}
