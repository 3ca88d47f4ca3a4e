import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGS } from '../../contract/locales';
import { activateLocale, loadLocale } from '../i18n/locale';
import { exportSetOf, exportTopicOf, questionsOf } from './export-topics';

const question = (id: string, extra: object = {}) => ({
  id,
  question: `<p>Stem of ${id}</p>`,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'b',
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('what the writers get', () => {
  it("a topic is named by its questions' slug, and a question without our fields still goes out", () => {
    const topic = exportTopicOf({ name: 'Git', questions: [question('git:rebase')] }, '12');
    expect(topic).toMatchObject({ slug: 'git', name: 'Git', source: `${location.origin}/topic/12` });
    expect(topic.questions[0]).toMatchObject({ id: 'git:rebase', explanation: '', tags: [], difficulty: 'medium' });
    // Our API's fields are kept as they are.
    const ours = exportTopicOf(
      { name: 'Git', questions: [question('git:a', { difficulty: 'hard', tags: ['x'] })] },
      '12',
    );
    expect(ours.questions[0]).toMatchObject({ difficulty: 'hard', tags: ['x'] });
    expect(exportTopicOf({ name: 'Empty', questions: [] }, '3').slug).toBe('topic-3');
    expect(exportSetOf('due', 'My reviews due', '/statistics', []).source).toBe(`${location.origin}/statistics`);
  });

  it('names the page of the language the questions were shown in as their source', async () => {
    await loadLocale('es', CATALOGS);
    activateLocale('es');
    try {
      expect(exportTopicOf({ name: 'Git', questions: [] }, '12').source).toBe(`${location.origin}/es/topic/12`);
      expect(exportSetOf('due', 'Pendientes', '/statistics', []).source).toBe(`${location.origin}/es/statistics`);
    } finally {
      activateLocale('en');
    }
  });

  it("a set's questions come from their topics, in the set's order, a removed one left out", async () => {
    const fetch = vi.fn((url: string) => {
      const id = /\/api\/quiz\/(\d+)$/.exec(url)![1];
      const questions = id === '7' ? [question('react:one'), question('react:two')] : [question('git:rebase')];
      return Promise.resolve(new Response(JSON.stringify({ data: { name: `Topic ${id}`, questions } })));
    });
    vi.stubGlobal('fetch', fetch);
    const questions = await questionsOf([
      { topicId: '12', questionId: 'git:rebase' },
      { topicId: '7', questionId: 'react:two' },
      { topicId: '7', questionId: 'react:gone' },
      { topicId: '7', questionId: 'react:one' },
    ]);
    expect(questions.map((q) => q.id)).toEqual(['git:rebase', 'react:two', 'react:one']);
    // One request a topic.
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
