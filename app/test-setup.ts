import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import { CATALOGS } from '../contract/locales';
import { activateLocale, loadLocale } from './i18n/locale';
import { forgetRecord } from './record/learner-record';

// Components read their messages from the active locale: English, as in the page the server sends,
// every catalog at once (a test renders any screen without the route that fetches its text).
await loadLocale('en', CATALOGS);
activateLocale('en');

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Each test starts with a learner who has answered nothing (app/record/learner-record.ts).
  await forgetRecord();
});

// jsdom has no layout, so React Router's scroll restoration has nothing to scroll.
window.scrollTo = () => {};
// Nor scrollIntoView, which an answer in /review and the quick quiz calls (app/lib/reveal.ts).
Element.prototype.scrollIntoView = () => {};

// The first visit to a lazy route transforms its chunk, which can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// Preact runs effects after the next frame, with a 100 ms timer as fallback that calls cancelAnimationFrame.
// A timer still pending when jsdom is torn down after a file's last test threw "cancelAnimationFrame is not
// defined" (CI, app/routes/review.test.tsx). jsdom's own frames end with its window.
options.requestAnimationFrame = (callback) => {
  requestAnimationFrame(callback);
};
