import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printMachineLoad } from './machine-load';

/**
 * Where the learner's record should live (issue 33): a record at the sync bound (1,750 answers and
 * cards, 5,000 ratings, 400 days) read at a page's start from localStorage and from IndexedDB, each
 * run in a browser process of its own on a kept profile (a cold start of the browser, the disk cache
 * as the OS has it; as root the OS cache is dropped first), then 20 answers written. Chromium, and
 * Firefox ESR where it is installed (`apt-get install firefox-esr`). Usage: npx tsx scripts/bench/record-storage.ts [runs] [chromium|firefox]
 */
const RUNS = Number(process.argv[2] ?? 10);
const ONLY = process.argv[3]?.toLowerCase();
const PAGE = readFileSync(new URL('./record-storage-page.js', import.meta.url), 'utf8');
const HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>record</title></head><body><h1>Record</h1><script type="module" src="/page.js"></script></body></html>';

type Browser = { name: string; command: string; args: (profile: string, url: string) => string[] };
const browsers: Browser[] = [
  {
    name: 'Chromium',
    command: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: (profile, url) => [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      url,
    ],
  },
  {
    name: 'Firefox ESR',
    command: '/usr/bin/firefox-esr',
    args: (profile, url) => ['--headless', '--no-remote', '--profile', profile, url],
  },
];

let waiting: ((body: Record<string, unknown>) => void) | undefined;
const server = http.createServer((request, response) => {
  if (request.url === '/result') {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(204).end();
      waiting?.(JSON.parse(body) as Record<string, unknown>);
    });
    return;
  }
  const script = request.url === '/page.js';
  if (!script && !request.url?.startsWith('/?')) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' }).end(script ? PAGE : HTML);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function dropOsCache(): boolean {
  spawnSync('sync');
  try {
    writeFileSync('/proc/sys/vm/drop_caches', '3');
    return true;
  } catch {
    return false;
  }
}

/** One browser process that opens the page, and the result it posts; the process is ended then. */
async function visit(browser: Browser, profile: string, query: string) {
  const result = new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${browser.name}: no result in 60 s`)), 60_000);
    waiting = (body) => {
      clearTimeout(timer);
      resolve(body);
    };
  });
  const child = spawn(browser.command, browser.args(profile, `${origin}/?${query}`), { stdio: 'ignore' });
  try {
    const body = await result;
    if (body.error) throw new Error(`${browser.name}: ${String(body.error)}`);
    return body.result as Record<string, number>;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1);
  return `${at(0)} / ${at(0.5)} / ${at(1)}`;
};

printMachineLoad('start');
for (const browser of browsers.filter(({ name }) => !ONLY || name.toLowerCase().includes(ONLY))) {
  if (spawnSync(browser.command, ['--version']).status !== 0) {
    console.log(`${browser.name}: not installed, skipped`);
    continue;
  }
  const profile = mkdtempSync(path.join(tmpdir(), 'record-storage-'));
  try {
    const { bytes = 0 } = await visit(browser, profile, 'phase=fill');
    const runs: Record<string, number>[] = [];
    let dropped = false;
    const lost = { local: 0, indexed: 0, visits: 0 };
    while (runs.length < RUNS) {
      dropped = dropOsCache();
      const result = await visit(
        browser,
        profile,
        `phase=read&order=${runs.length % 2 ? 'local-first' : 'indexed-first'}`,
      );
      lost.visits++;
      if (result.lostLocal === undefined) runs.push(result);
      else {
        lost.local += result.lostLocal ? 1 : 0;
        lost.indexed += result.lostIndexed ? 1 : 0;
        await visit(browser, profile, 'phase=fill');
      }
    }
    const column = (key: string) => stats(runs.map((result) => result[key]!));
    console.log(
      `\n${browser.name}, ${RUNS} cold starts, record ${(bytes / 1024).toFixed(0)} KB of JSON${dropped ? ', OS cache dropped each time' : ''} (min / median / max, ms):`,
    );
    console.log(`  localStorage getItem + JSON.parse (blocks the main thread): ${column('localMs')}`);
    console.log(
      `  IndexedDB open + get of the whole record:                  ${column('indexedMs')} (open alone ${column('indexedOpenMs')})`,
    );
    console.log(`  IndexedDB getAll of the 1,750 answers as records of their own: ${column('indexedAnswerRecordsMs')}`);
    console.log(`  frames painted during the IndexedDB read:                  ${column('framesDuringIndexedRead')}`);
    console.log(`  first contentful paint:                                    ${column('firstContentfulPaint')}`);
    console.log(`  an answer: whole record into localStorage (blocks):        ${column('localSetMs')}`);
    console.log(
      `  an answer: one put into IndexedDB, call / committed:       ${column('indexedPutCallMs')} / ${column('indexedPutDoneMs')}`,
    );
    // Each visit ends its browser right after its 20 writes, as a phone may end a tab.
    console.log(
      `  visits that found the record gone, after a browser ended right after writing: localStorage ${lost.local}, IndexedDB ${lost.indexed} of ${lost.visits}`,
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
printMachineLoad('end');
server.close();
