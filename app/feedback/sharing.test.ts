import { describe, expect, it } from 'vitest';
import { feedbackBase } from './feedback-base';
import { asksNotToTrack, readSharing, SHARING_KEY, writeSharing } from './sharing';

describe('sharing answers', () => {
  it('is on by default, and off by default under Do Not Track or Global Privacy Control', () => {
    localStorage.clear();
    expect(readSharing(localStorage, {})).toBe(true);
    expect(readSharing(localStorage, { doNotTrack: '1' })).toBe(false);
    expect(readSharing(localStorage, { globalPrivacyControl: true })).toBe(false);
    expect(asksNotToTrack({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
  });

  it("remembers the learner's choice over the default either way", () => {
    localStorage.clear();
    writeSharing(false);
    expect(localStorage.getItem(SHARING_KEY)).toBe('off');
    expect(readSharing(localStorage, {})).toBe(false);
    writeSharing(true);
    expect(readSharing(localStorage, { globalPrivacyControl: true })).toBe(true);
  });
});

describe('where feedback goes', () => {
  it('to this origin, never to an API on another origin', () => {
    const page = 'https://quiz.example.org/topic/1';
    expect(feedbackBase('', page)).toBe('');
    expect(feedbackBase('/quiz-api', page)).toBe('/quiz-api');
    expect(feedbackBase('https://quiz.example.org/api2', page)).toBe('https://quiz.example.org/api2');
    expect(feedbackBase('https://api.example.org', page)).toBeNull();
  });
});
