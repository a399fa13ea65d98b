// Makes sure a Chromium for browser tests exists: CHROMIUM_PATH, else Debian's /usr/bin/chromium, installed
// with apt-get when missing (tools here cannot download their own browsers).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${path} does not exist.`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
console.log(execSync(`${path} --version`, { encoding: 'utf8' }).trim());
