import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { topicDetailResponseSchema } from '../../contract/quiz';
import { BASE_URL } from '../../playwright.config';
import { waitFor } from '../../server/testing/spawn-server';
import { expectHtmlLang, heading, JS_TOPIC, message, questionCards } from './locales-support';

/**
 * docs/translations.md, staleness rule: once a question's English changes, its translations are
 * stale and the app shows the English question, marked as English, until they are renewed. A copy
 * of content/ with one translated question reworded is served by a second server.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.join(ROOT, 'test-results', 'locales-stale');
const PORT = Number(process.env.E2E_STALE_PORT ?? Number(new URL(BASE_URL).port) + 20);
const SITE = `http://127.0.0.1:${PORT}`;
const OLD_STEM = 'In what order are the numbers printed?';
const NEW_STEM = 'In which order does this log the numbers?';
const FRESH_STEM = '¿Qué da [] == ![] y por qué?';

test.describe.configure({ mode: 'serial' });
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'content'), path.join(OUT, 'content'), { recursive: true });
  const source = path.join(OUT, 'content', 'topics', 'javascript.md');
  const text = fs.readFileSync(source, 'utf8');
  expect(text.split(OLD_STEM)).toHaveLength(2);
  fs.writeFileSync(source, text.replace(OLD_STEM, NEW_STEM));
  server = spawn(process.execPath, ['dist/server/server/index.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      CONTENT_DIR: path.join(OUT, 'content'),
      DATABASE_URL: `file:${path.join(OUT, 'quiz.sqlite')}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${SITE}/api/health`, 200, 60_000);
});
test.afterAll(() => {
  server?.kill();
});

test('a question whose English changed shows its new English on /es/topic/2, marked and noted in Spanish', async ({
  page,
  request,
}) => {
  const response = await request.get(`${SITE}/api/quiz/${JS_TOPIC}?lang=es`);
  expect(response.status()).toBe(200);
  const { questions } = topicDetailResponseSchema.parse(await response.json()).data;
  const stale = questions.find((question) => question.question.includes(NEW_STEM));
  expect(stale?.lang).toBe('en');
  expect(questions.filter((question) => question.lang === 'en')).toHaveLength(1);

  await page.goto(`${SITE}/es/topic/${JS_TOPIC}`);
  await expect(heading(page)).toHaveText(message('es', 'screens', 'Quiz of {name}', { name: 'JavaScript' }));
  await expectHtmlLang(page, 'es');
  const note = message('es', 'screens', 'Shown in English: this question has no up-to-date translation yet.');
  const card = questionCards(page).filter({ hasText: NEW_STEM });
  await expect(card.locator('[lang="en"]').getByText(NEW_STEM)).toBeVisible();
  await expect(card.getByRole('radiogroup')).toHaveAttribute('lang', 'en');
  await expect(card.getByText(note)).toBeVisible();
  await expect(page.getByText('¿En qué orden se imprimen los números?')).toHaveCount(0);
  // The others stay Spanish, with no note.
  await expect(page.getByText(note)).toHaveCount(1);
  const fresh = questionCards(page).filter({ hasText: FRESH_STEM });
  await expect(fresh).toHaveCount(1);
  await expect(fresh.locator('[lang="en"]')).toHaveCount(0);
});
