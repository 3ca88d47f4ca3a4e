import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./card-store');
  vi.resetModules();
  localStorage.clear();
});

it('stores an answer when the scheduler cannot load, and its card comes with the next visit to the topic', async () => {
  // As on a first visit gone offline before the worker cached the card store's chunk.
  vi.doMock('./card-store', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  await (await import('./start-record')).startRecord();
  const offline = await import('./progress-store');
  await expect(offline.saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false })).resolves.toBeUndefined();
  expect(offline.readProgress(7).answers.q2).toMatchObject({ chosen: 'c', correct: false });
  expect(Object.keys(offline.readProgress(7).answers)).toEqual(['q2']);

  // The next visit: a page of its own, which reads the record back.
  vi.doUnmock('./card-store');
  vi.resetModules();
  await (await import('./start-record')).startRecord();
  const online = await import('./progress-store');
  expect(online.readProgress(7).answers.q2).toMatchObject({ chosen: 'c', correct: false });
  expect((await import('./card-store')).readCards()).toEqual({});
  await online.syncTopic(7, [
    { id: 'q1', options: ['a', 'b', 'c', 'd'], correctAnswer: 'a' },
    { id: 'q2', options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' },
  ]);
  const { readCards } = await import('./card-store');
  expect(readCards()['7']?.q2).toMatchObject({ reps: 1 });
});
