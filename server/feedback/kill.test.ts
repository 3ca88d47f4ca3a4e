import { describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.js';
import { spawnServer, waitFor } from '../testing/spawn-server.js';
import { DIALECTS, FIXTURE_CONTENT, makeWorkspace } from '../testing/test-server.js';
import { feedbackDb } from './schema.js';

const SENDERS = 6;
const STREAM_MS = 2_500;

/**
 * The reliability check: SIGKILL the server in the middle of a stream of reports and
 * answers; after a restart every report it acknowledged (201) is in the database.
 */
describe.each(DIALECTS)('SIGKILL during a stream of feedback on %s', (dialect) => {
  it('loses no acknowledged report, and writes no more answers than it acknowledged', async () => {
    const workspace = await makeWorkspace(FIXTURE_CONTENT, dialect);
    const port = await freePort();
    const env = {
      DATABASE_URL: workspace.target.kind === 'sqlite' ? `file:${workspace.target.file}` : workspace.target.url,
      PORT: String(port),
      CONTENT_DIR: workspace.contentDir,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT: '0',
    };
    const base = `http://127.0.0.1:${port}`;
    let server = spawnServer(env);
    const acknowledged: string[] = [];
    let answersAcknowledged = 0;
    let sent = 0;
    try {
      await waitFor(`${base}/api/ready`);
      let running = true;
      const post = (path: string, body: object, n: number) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          // Each request from its own network, so that the per-address and per-network caps do not hold the stream back.
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.1`,
          },
          body: JSON.stringify(body),
        });
      const sender = async () => {
        while (running) {
          const n = ++sent;
          const reportId = crypto.randomUUID();
          try {
            const report = await post(
              '/api/reports',
              { reportId, questionId: 'alpha:first-question', reason: 'other', comment: `report ${n}` },
              n,
            );
            if (report.status === 201) acknowledged.push(reportId);
            const answers = await post(
              '/api/answers',
              { answers: [{ questionId: 'alpha:first-question', option: '`2`', first: true }] },
              n,
            );
            if (answers.status === 202) answersAcknowledged++;
          } catch {
            // The server is gone: what it acknowledged before is what counts.
          }
        }
      };
      const senders = Array.from({ length: SENDERS }, sender);
      await new Promise((resolve) => setTimeout(resolve, STREAM_MS));
      server.child.kill('SIGKILL');
      await server.exited;
      running = false;
      await Promise.all(senders);
      expect(acknowledged.length).toBeGreaterThan(20);

      server = spawnServer(env);
      await waitFor(`${base}/api/ready`);
      const db = feedbackDb(await workspace.openDb());
      try {
        const receipts = new Set(
          (await db.selectFrom('report_receipts').select('report_id').execute()).map((r) => r.report_id),
        );
        expect(acknowledged.filter((id) => !receipts.has(id))).toEqual([]);
        const reports = await db.selectFrom('question_reports').select(['comment', 'reports']).execute();
        expect(reports.reduce((sum, row) => sum + Number(row.reports), 0)).toBe(receipts.size);
        const counted = await db.selectFrom('answer_counts').select('answers').execute();
        const answers = counted.reduce((sum, row) => sum + Number(row.answers), 0);
        console.log(
          `${dialect}: ${acknowledged.length} reports and ${answersAcknowledged} answers acknowledged, ${answers} answers written before the kill`,
        );
        expect(answers).toBeLessThanOrEqual(answersAcknowledged);
      } finally {
        await db.destroy();
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await workspace.cleanup();
    }
  }, 90_000);
});
