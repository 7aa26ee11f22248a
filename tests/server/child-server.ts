// The real server as a child process (`node --import tsx server/main.ts`), for the tests that need what only a
// process has: a SIGKILL (restart-sigkill), two instances on one PostgreSQL (two-instances), the start-up output
// and exit code (production-mode). Node runs it with tsx as a loader in ONE process: the tsx CLI would run the
// server in a child of its own, and a SIGKILL to the CLI would leave that server running, orphaned, on the same data.
import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  proc: ChildProcess;
  /** Resolves with the signal or exit code. */
  exited: Promise<number | string | null>;
  /** Everything it printed so far, stdout and stderr interleaved. */
  log: () => string;
}

export interface Child extends ServerProcess {
  url: string;
}

/**
 * Starts the server with `env` over a test environment (no DATABASE_URL of the run's own, port 0, no build,
 * NODE_ENV=test); a variable given as undefined is left out (NODE_ENV: undefined starts it as nothing set would).
 */
export function spawnServer(env: Record<string, string | undefined>): ServerProcess {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const merged: NodeJS.ProcessEnv = { ...base, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', STATIC_DIR: '', ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
  };
  proc.stdout?.on('data', append);
  proc.stderr?.on('data', append);
  const exited = new Promise<number | string | null>((resolve) =>
    proc.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { proc, exited, log: () => output };
}

/** `server/main.ts` on its own port; resolves once it listens (within `timeoutMs`). */
export function startChild(env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<Child> {
  const child = spawnServer(env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${child.log()}`)), timeoutMs);
    const check = () => {
      const url = /listening on (http:\/\/\S+)/.exec(child.log())?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.proc.stdout?.off('data', check);
      child.proc.stderr?.off('data', check);
      resolve({ ...child, url });
    };
    child.proc.stdout?.on('data', check);
    child.proc.stderr?.on('data', check);
    void child.exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before listening:\n${child.log()}`));
    });
  });
}

/** Waits until the process has printed `text` (stdout and stderr are separate pipes: no order between them). */
export async function printed(child: Child, text: string): Promise<string> {
  const end = Date.now() + 15_000;
  while (!child.log().includes(text)) {
    if (Date.now() > end) throw new Error(`never printed ${text}:\n${child.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child.log();
}
