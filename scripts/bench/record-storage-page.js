/* global window, document, indexedDB, requestAnimationFrame */
// The page of scripts/bench/record-storage.ts, run in a real browser: a learner's record at the
// sync bound, read from localStorage and from IndexedDB at the page's start, then 20 answers written.
const phase = new URLSearchParams(window.location.search).get('phase');
const order = new URLSearchParams(window.location.search).get('order');
const ANSWERS = 1750;
const RATINGS = 5000;

/** A record of the shape of contract/sync: every question answered and carded, ratings queued, 400 days. */
function makeRecord() {
  const at = Date.UTC(2026, 10, 1);
  const answers = [];
  const bases = [];
  for (let index = 0; index < ANSWERS; index++) {
    const topicId = String(1 + (index % 24));
    const questionId = `topic-${topicId}:question-number-${index}`;
    const chosen = `An option of about the length of most options, number ${index}`;
    answers.push({
      topicId,
      questionId,
      chosen,
      correct: index % 3 > 0,
      at: at + index,
      first: { chosen, correct: true, at },
    });
    bases.push({
      topicId,
      questionId,
      card: {
        due: at + 86_400_000,
        stability: 3.2,
        difficulty: 5.1,
        elapsed: 1,
        scheduled: 3,
        reps: 2,
        lapses: 0,
        state: 2,
        lastReview: at,
        answer: chosen,
      },
    });
  }
  const ratings = [];
  for (let index = 0; index < RATINGS; index++)
    ratings.push({
      topicId: '1',
      questionId: `topic-1:question-number-${index % ANSWERS}`,
      at: at + index,
      outcome: 'good',
      ratedAt: at + index,
    });
  const days = [];
  for (let index = 0; index < 400; index++)
    days.push({
      device: 'a1b2c3d4e5f6a7b8a1b2c3d4e5f6a7b8',
      day: new Date(at - index * 86_400_000).toISOString().slice(0, 10),
      answered: 20,
      correct: 15,
    });
  return { answers, bases, ratings, days, resets: [] };
}

function request(idbRequest) {
  return new Promise((resolve, reject) => {
    idbRequest.onsuccess = () => resolve(idbRequest.result);
    idbRequest.onerror = () => reject(idbRequest.error);
  });
}

function open() {
  const opening = indexedDB.open('record-bench', 1);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore('record');
    opening.result.createObjectStore('answers');
  };
  return request(opening);
}

function done(transaction) {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
}

async function fill() {
  const record = makeRecord();
  const text = JSON.stringify(record);
  localStorage.setItem('record-bench', text);
  const db = await open();
  const transaction = db.transaction(['record', 'answers'], 'readwrite');
  transaction.objectStore('record').put(record, 'whole');
  for (const answer of record.answers)
    transaction.objectStore('answers').put(answer, `${answer.topicId}\n${answer.questionId}`);
  await done(transaction);
  // localStorage reaches the disk a moment later: ended at once, the browser could lose it.
  await new Promise((resolve) => window.setTimeout(resolve, 15_000));
  return { bytes: text.length };
}

function readLocal() {
  const start = performance.now();
  const record = JSON.parse(localStorage.getItem('record-bench'));
  return { record, ms: performance.now() - start };
}

async function readIndexed() {
  let frames = 0;
  let counting = true;
  const frame = () => {
    if (!counting) return;
    frames++;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const start = performance.now();
  const db = await open();
  const opened = performance.now();
  const record = await request(db.transaction('record').objectStore('record').get('whole'));
  counting = false;
  const read = performance.now();
  // The same answers as 1,750 records of their own, the layout that lets an answer be one put.
  const rows = await request(db.transaction('answers').objectStore('answers').getAll());
  const perRecordMs = performance.now() - read;
  if (record && rows.length !== record.answers.length) throw new Error(`read ${rows.length} answer rows`);
  return { db, record, ms: read - start, openMs: opened - start, frames, perRecordMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** 20 answers: the whole record stringified into localStorage, versus one put of the answer into IndexedDB. */
async function writes(db, record) {
  const local = [];
  const indexedCall = [];
  const indexedDone = [];
  for (let index = 0; index < 20; index++) {
    const answer = { ...record.answers[index], chosen: `changed ${index}`, at: record.answers[index].at + 1 };
    record.answers[index] = answer;
    let start = performance.now();
    localStorage.setItem('record-bench', JSON.stringify(record));
    local.push(performance.now() - start);
    start = performance.now();
    const transaction = db.transaction('answers', 'readwrite');
    transaction.objectStore('answers').put(answer, `${answer.topicId}\n${answer.questionId}`);
    indexedCall.push(performance.now() - start);
    await done(transaction);
    indexedDone.push(performance.now() - start);
  }
  return { localSetMs: median(local), indexedPutCallMs: median(indexedCall), indexedPutDoneMs: median(indexedDone) };
}

async function read() {
  const local = order === 'local-first' ? readLocal() : undefined;
  const indexed = await readIndexed();
  const after = local ?? readLocal();
  // The last run's browser was ended right after its writes: a value gone since is counted, and filled again.
  if (!after.record || !indexed.record) return { lostLocal: !after.record, lostIndexed: !indexed.record };
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const written = await writes(indexed.db, after.record);
  return {
    localMs: after.ms,
    indexedMs: indexed.ms,
    indexedOpenMs: indexed.openMs,
    indexedAnswerRecordsMs: indexed.perRecordMs,
    framesDuringIndexedRead: indexed.frames,
    firstContentfulPaint: paint,
    answers: indexed.record.answers.length,
    ...written,
  };
}

(phase === 'fill' ? fill() : read()).then(
  (result) => fetch('/result', { method: 'POST', body: JSON.stringify({ phase, result }) }),
  (error) => fetch('/result', { method: 'POST', body: JSON.stringify({ phase, error: String(error) }) }),
);
document.body.append(document.createTextNode(`phase ${phase}`));
