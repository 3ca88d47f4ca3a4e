import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { AnswerRecord } from '../../contract/sync/sync-schema';
import { changeRecord, currentRecord, openRecord, recordVersion } from './learner-record';
import { commitChange, loadRecord, openRecordDb, type RecordChange } from './record-db';

const AT = Date.parse('2026-03-02T09:00:00Z');
const KEY = '7\nq1';
const answer = (chosen: string, at: number): AnswerRecord => ({
  topicId: '7',
  questionId: 'q1',
  chosen,
  correct: chosen === 'a',
  at,
  first: { chosen: 'b', correct: false, at: AT },
});

/** Another tab: its own connection to the database, and its own end of the channel. */
async function otherTab() {
  const db = (await openRecordDb())!;
  const channel = new BroadcastChannel('quiz-dojo-record');
  return {
    /** Writes a change as a tab does (posted once committed); resolves once this tab took it in. */
    async change(change: RecordChange) {
      const before = recordVersion();
      await commitChange(db, change);
      channel.postMessage(change);
      await expect.poll(recordVersion).toBeGreaterThan(before);
    },
    stored: async () => (await loadRecord(db)).record.rows.answers.get(KEY),
    close() {
      channel.close();
      db.close();
    },
  };
}

describe('the learner record across tabs', () => {
  it("takes in another tab's change", async () => {
    await openRecord();
    const tab = await otherTab();
    await tab.change({ put: { answers: [answer('a', AT + 1000)] } });
    expect(currentRecord().rows.answers.get(KEY)).toMatchObject({ chosen: 'a', at: AT + 1000 });
    tab.close();
  });

  it('ends with the row storage has when the other tab writes it while this tab is still writing it', async () => {
    await openRecord();
    const tab = await otherTab();
    const written = changeRecord({ put: { answers: [answer('c', AT + 1000)] } });
    await tab.change({ put: { answers: [answer('a', AT + 2000)] } });
    await written;
    expect(currentRecord().rows.answers.get(KEY)).toEqual(await tab.stored());
    tab.close();
  });
});
