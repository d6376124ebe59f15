import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHROMIUM = '/usr/bin/chromium';

/** Browser tests need Debian's Chromium (with Chinese fonts) and the built front end. */
export default function setup(): void {
  if (!fs.existsSync(CHROMIUM) || !fs.existsSync('/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc')) {
    console.log('[e2e] Chromium or its Chinese fonts are missing: installing the Debian packages chromium and fonts-wqy-zenhei with apt-get (about a minute)');
    if (process.getuid?.() !== 0) {
      throw new Error('[e2e] run as root, or install them first: sudo apt-get install -y chromium fonts-wqy-zenhei');
    }
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-zenhei', { stdio: 'inherit' });
  }
  if (!fs.existsSync(path.join(root, 'dist/index.html'))) {
    console.log('[e2e] dist/ is missing: building the front end');
    execSync('npx vite build', { cwd: root, stdio: 'inherit' });
  }
}
