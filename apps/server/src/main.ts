// The server's entry point. It loads nothing of the server before deciding whether to relaunch itself with the
// process settings of `process-settings.ts`, so a relaunch costs one Node start-up and nothing more.
import { enableCompileCache } from 'node:module';
import { compileCacheDir, relaunchSettings } from './process-settings.ts';

const relaunch = relaunchSettings(
  process.env,
  process.execArgv,
  process.platform,
  process.channel !== undefined,
);
if (relaunch && process.execve) {
  // Replaces this process (same pid, same stdio, same arguments); it does not return.
  process.execve(
    process.execPath,
    [process.execPath, ...relaunch.execArgv, ...process.argv.slice(1)],
    relaunch.env,
  );
}
// Compiled modules (and their TypeScript with the types stripped) are kept on disk for the next start: already on
// after a relaunch, turned on here elsewhere. NODE_COMPILE_CACHE chooses another folder, NODE_DISABLE_COMPILE_CACHE=1
// turns it off.
enableCompileCache(process.env.NODE_COMPILE_CACHE ?? compileCacheDir);
const { start } = await import('./serve.ts');
start();
