// `npm run test:e2e`: Playwright in Debian's Chromium against the built app on the real server.
import fs from 'node:fs';
import path from 'node:path';
import { CHROME_PATH } from './lib/chromium.js';
import { ensureBuilt, ensureInstalled, root, run } from './lib/project.js';

if (!fs.existsSync(CHROME_PATH)) {
  const help = `No Chromium at ${CHROME_PATH}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH.`;
  if (process.env.QUIZ_DOJO_REQUIRE_BROWSER === '1') {
    console.error(`${help}\nThe end-to-end suite is required here (QUIZ_DOJO_REQUIRE_BROWSER=1).`);
    process.exit(1);
  }
  console.warn(`Skipping the end-to-end suite. ${help}`);
  process.exit(0);
}

ensureInstalled();
ensureBuilt();
fs.rmSync(path.join(root, 'test-results', 'e2e-db'), { recursive: true, force: true });
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
