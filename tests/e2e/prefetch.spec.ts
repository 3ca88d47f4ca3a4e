import { expect, test, type Page } from '@playwright/test';
import { apiTopics, appReady } from './support';

/**
 * What reached our server and what the browser served from its own cache, as Chromium's
 * DevTools protocol reports it (Playwright's request events do not tell the two apart).
 */
async function watchNetwork(page: Page) {
  const fromServer: string[] = [];
  const fromCache: string[] = [];
  const urls = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, new URL(event.request.url).pathname));
  cdp.on('Network.requestServedFromCache', (event) => fromCache.push(urls.get(event.requestId) ?? ''));
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    if (!response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker) {
      fromServer.push(new URL(response.url).pathname);
    } else {
      fromCache.push(new URL(response.url).pathname);
    }
  });
  await cdp.send('Network.enable');
  return { fromServer, fromCache };
}

for (const intent of ['hover', 'focus'] as const) {
  test(`a ${intent} on Start Practice prefetches the topic, which then opens from the cache`, async ({
    page,
    request,
  }) => {
    const [first] = await apiTopics(request);
    const dataPath = `/api/quiz/${first!.id}`;
    const network = await watchNetwork(page);
    await page.goto('/topics');
    const link = page.getByRole('link', { name: 'Start Practice' }).first();
    // Prefetching is the app's: a hover before the take-over is a hover on a plain link.
    await appReady(page);
    expect(network.fromServer).not.toContain(dataPath);

    await link[intent]();
    await expect.poll(() => network.fromServer.filter((path) => path === dataPath)).toHaveLength(1);
    await expect
      .poll(() => network.fromServer.some((path) => /^\/assets\/route-topic-[\w-]+\.js$/.test(path)))
      .toBe(true);

    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quiz of ${first!.name}`);
    expect(network.fromServer.filter((path) => path === dataPath)).toHaveLength(1);
    expect(network.fromCache).toContain(dataPath);
  });
}
