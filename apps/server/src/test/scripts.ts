import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** What a command printed and how it ended. */
export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the server's commands (`src/scripts/<file>`) as the shell would, with `env`. */
export function runScript(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptResult> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', join(import.meta.dirname, '../scripts', file), ...args],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}
