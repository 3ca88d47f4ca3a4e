import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings, settingsSearch, withTopicTags } from './settings';

const parse = (search: string) => parseSettings(new URLSearchParams(search));

describe('quick quiz settings in the URL', () => {
  it('reads a topic, a count and a timer', () => {
    expect(parse('?topic=2&count=20&timed=1')).toEqual({
      settings: { topic: 2, count: 20, timed: true },
      problems: [],
    });
    expect(parse('?topic=all&count=5&timed=0').settings).toEqual({ topic: 'all', count: 5, timed: false });
  });

  it('takes 10 questions from all topics, untimed, when nothing is given', () => {
    expect(parse('')).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
    expect(DEFAULT_SETTINGS).toEqual({ topic: 'all', count: 10, timed: false });
  });

  it('falls back field by field, and says what it ignored', () => {
    const { settings, problems } = parse('?topic=2&count=7&timed=yes');
    expect(settings).toEqual({ topic: 2, count: 10, timed: false });
    expect(problems).toEqual([
      'The link\'s count "7" is not 5, 10 or 20, so 10 questions are set.',
      'The link\'s timed "yes" is not 0 or 1, so the quiz is not timed.',
    ]);
  });

  it.each(['0', '-1', '1e3', '02', 'react', ''])('refuses the topic %j', (topic) => {
    const { settings, problems } = parse(`?topic=${topic}&count=5`);
    expect(settings).toEqual({ topic: 'all', count: 5, timed: false });
    expect(problems).toEqual([`The link's topic "${topic}" is not a topic id or "all", so all topics are set.`]);
  });

  it('writes one URL per set of settings, which reads back the same', () => {
    expect(settingsSearch({ topic: 2, count: 10, timed: true })).toBe('?topic=2&count=10&timed=1');
    expect(settingsSearch({ topic: 'all', count: 5, timed: false })).toBe('?topic=all&count=5');
    for (const settings of [
      { topic: 3, count: 20, timed: false },
      { topic: 'all', count: 5, timed: true },
    ] as const)
      expect(parse(settingsSearch(settings)).settings).toEqual(settings);
  });

  it('reads a difficulty and, with one topic, a tag', () => {
    expect(parse('?topic=2&count=10&difficulty=hard&tag=promises')).toEqual({
      settings: { topic: 2, count: 10, timed: false, difficulty: 'hard', tag: 'promises' },
      problems: [],
    });
    expect(parse('?topic=all&difficulty=easy').settings).toEqual({ ...DEFAULT_SETTINGS, difficulty: 'easy' });
  });

  it('falls back to any difficulty or tag for a bad one, and says so', () => {
    const { settings, problems } = parse('?topic=2&difficulty=extreme&tag=Not_A_Tag');
    expect(settings).toEqual({ topic: 2, count: 10, timed: false });
    expect(problems).toEqual([
      'The link\'s difficulty "extreme" is not easy, medium or hard, so any difficulty is set.',
      'The link\'s tag "Not_A_Tag" is not a well-formed tag, such as event-loop, so any tag is set.',
    ]);
  });

  it('sets no tag for all topics, where a tag names nothing', () => {
    const { settings, problems } = parse('?topic=all&tag=promises');
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(problems).toEqual(['The link\'s tag "promises" needs one topic, so any tag is set.']);
    expect(settingsSearch({ topic: 'all', count: 5, timed: false, tag: 'promises' })).toBe('?topic=all&count=5');
  });

  it('keeps a tag the topic has, and drops one it lacks, saying which', () => {
    const parsed = parse('?topic=2&tag=promises');
    expect(withTopicTags(parsed, 'JavaScript', ['closures', 'promises'])).toBe(parsed);
    expect(withTopicTags(parsed, 'JavaScript', ['closures'])).toEqual({
      settings: { topic: 2, count: 10, timed: false },
      problems: ['JavaScript has no tag "promises", so any tag is set.'],
    });
  });

  it("writes the filters into the URL, in the link's order, and reads them back", () => {
    const settings = { topic: 2, count: 10, timed: true, difficulty: 'hard', tag: 'promises' } as const;
    expect(settingsSearch(settings)).toBe('?topic=2&count=10&difficulty=hard&tag=promises&timed=1');
    expect(parse(settingsSearch(settings)).settings).toEqual(settings);
  });
});
