import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../lib/chromium.js';
import { sandboxedChromium } from '../sandbox/chromium.js';
import { sandboxStatus, unsafeAllowed } from '../sandbox/index.js';
import { notExecuted, type RunContext, type RunResult, type Runner } from '../types.js';
import { DOCUMENT_URL, declaredResponses } from './browser-responses.js';

/**
 * Recent Chromium (Local Network Access) refuses a page's requests to this machine on its own, older
 * versions do not: turned off, so that the route below alone decides, on every version, and its test
 * (a server on 127.0.0.1 receives nothing) shows that it does.
 */
const ARGS = [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests'];

/** One Chromium for the whole run, in a sandbox like the snippets', closed when the run ends. */
function launchBrowser(context: RunContext) {
  return context.once<Browser>(
    'chromium',
    () => {
      const sandboxed = sandboxStatus().ok ? sandboxedChromium(CHROME_PATH) : CHROME_PATH;
      return chromium.launch({ executablePath: sandboxed, args: ARGS });
    },
    (browser) => browser.close(),
  );
}

/**
 * Runs before the document's own scripts, so its `load` listener is the first one: in the task after
 * the second animation frame since `load` (every callback of both frames has run) it logs `mark` at
 * debug level. Console messages arrive in order, so the mark ends the output exactly there.
 */
const settleScript = (mark: string) => `(() => {
  const debug = console.debug.bind(console), frame = requestAnimationFrame.bind(window), later = setTimeout.bind(window);
  addEventListener('load', () => frame(() => frame(() => later(() => debug(${JSON.stringify(mark)})))));
})();`;

/**
 * The snippet as an HTML document in a fresh 800x600 context of the shared browser; every request
 * but the document itself and those it declares responses for (browser-responses.ts) is aborted.
 * Output: each console.log call's text, one line each, until `load` has fired and two animation
 * frames have passed.
 */
export const runBrowser: Runner = async ({ code }, context) => {
  if (!fs.existsSync(CHROME_PATH))
    return notExecuted(`Chromium is not installed at ${CHROME_PATH} (apt-get install chromium)`);
  const status = sandboxStatus();
  if (!status.ok && !unsafeAllowed()) return notExecuted(status.why, false);
  let responses;
  try {
    responses = declaredResponses(code);
  } catch (error) {
    return notExecuted((error as Error).message, false);
  }
  const browser = await launchBrowser(context);
  const session = await browser.newContext({ viewport: { width: 800, height: 600 }, serviceWorkers: 'block' });
  await session.route('**/*', (route) => {
    const request = route.request();
    const declared = responses.get(request.url());
    if (request.url() === DOCUMENT_URL && request.isNavigationRequest())
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers: declared?.headers,
        body: code,
      });
    return declared ? route.fulfill(declared) : route.abort('blockedbyclient');
  });
  // A WebSocket handler that never connects to the server keeps sockets off the network too.
  await session.routeWebSocket(/.*/, (socket) => socket.close());
  const mark = `quiz-dojo-settled-${randomUUID()}`;
  await session.addInitScript(settleScript(mark));
  const page = await session.newPage();
  const logged: string[] = [];
  const errors: string[] = [];
  let settle: () => void = () => {};
  const settled = new Promise<'settled'>((resolve) => (settle = () => resolve('settled')));
  page.on('console', (message) => {
    if (message.type() === 'debug' && message.text() === mark) settle();
    else if (message.type() === 'log') logged.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('requestfailed', (request) => errors.push(`blocked: ${request.url()}`));
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<'timed out'>(
    (resolve) => (timer = setTimeout(() => resolve('timed out'), context.timeoutMs)),
  );
  const opened = page.goto(DOCUMENT_URL, { timeout: 0 }).then(() => settled);
  let result: RunResult;
  try {
    const outcome = await Promise.race([opened, timeUp]);
    // Copied now: what the page logs after the mark is not part of the output.
    result = { kind: 'ran', stdout: logged.join('\n'), stderr: '', exitCode: 0, timedOut: outcome !== 'settled' };
  } catch (error) {
    errors.push((error as Error).message);
    result = { kind: 'ran', stdout: logged.join('\n'), stderr: '', exitCode: 1, timedOut: false };
  } finally {
    clearTimeout(timer);
  }
  result.stderr = errors.join('\n');
  opened.catch(() => {});
  // Closing the context ends its renderer, even one stuck in an endless loop.
  await session.close().catch(() => {});
  return result;
};
