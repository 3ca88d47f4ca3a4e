import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCards, syncCards } from './card-store';
import { readProgress, saveAnswer, syncTopic } from './progress-store';
import { inSourceText, recordedAnswer, recordedOption, shownAnswer } from './source-options';

const NOW = new Date('2026-03-02T09:00:00Z');
const english = { id: 'q1', options: ['It throws', 'It logs 1', 'Nothing', 'It loops'], correctAnswer: 'It logs 1' };
const spanish = {
  ...english,
  options: ['Lanza un error', 'Imprime 1', 'Nada', 'Se repite'],
  correctAnswer: 'Imprime 1',
  sourceOptions: english.options,
};

describe("the source's option texts", () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('records the option shown in a translation as its English text, and shows it back translated', () => {
    expect(recordedOption(spanish, 'Nada')).toBe('Nothing');
    expect(recordedOption(english, 'Nothing')).toBe('Nothing');
    expect(recordedAnswer(spanish, 'Imprime 1')).toEqual({ chosen: 'It logs 1', correct: true });
    expect(recordedAnswer(spanish, 'Nada')).toEqual({ chosen: 'Nothing', correct: false });
    expect(shownAnswer(spanish, { chosen: 'Nothing' })).toBe('Nada');
    expect(shownAnswer(english, { chosen: 'Nothing' })).toBe('Nothing');
    expect(shownAnswer(spanish, undefined)).toBeNull();
    expect(inSourceText(spanish)).toEqual(english);
  });

  it('keeps answers and cards given in English when the topic is shown in Spanish, and the other way', async () => {
    void saveAnswer(7, 1, 'q1', { chosen: 'Nothing', correct: false });
    await syncTopic(7, [spanish]);
    void saveAnswer(7, 1, 'q1', recordedAnswer(spanish, 'Imprime 1'), { recall: false });
    await syncTopic(7, [english]);
    await syncCards('7', [spanish], NOW);
    const at = NOW.getTime();
    expect(readProgress(7).answers.q1).toEqual({
      chosen: 'It logs 1',
      correct: true,
      at,
      first: { chosen: 'Nothing', correct: false, at },
    });
    // Still the card the first answer rated (Again: relearning), not a new one.
    expect(readCards()['7']!.q1).toMatchObject({ answer: 'It logs 1', reps: 1 });
  });
});
