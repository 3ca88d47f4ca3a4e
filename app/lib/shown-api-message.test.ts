import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadLocale } from '../i18n/locale';
import { UNREACHABLE_MESSAGE } from './api';
import { shownApiMessage } from './shown-api-message';
import { NOT_SAVED_MESSAGE } from './worker-messages';

describe('an error message as the learner reads it', () => {
  afterEach(() => activateLocale('en'));

  it("is the app's own message in the page's language, and a server's as it came", async () => {
    await loadLocale('de');
    activateLocale('de');
    expect(shownApiMessage(UNREACHABLE_MESSAGE)).toBe('Die Quiz-API ist nicht erreichbar');
    expect(shownApiMessage(NOT_SAVED_MESSAGE)).toMatch(/^Dieses Thema ist nicht offline gespeichert\./);
    expect(shownApiMessage('The quiz API answered 418')).toBe('Die Quiz-API antwortete mit 418');
    expect(shownApiMessage('Not Found')).toBe('Nicht gefunden');
    expect(shownApiMessage('There is no topic with id 99')).toBe('There is no topic with id 99');
  });

  it('is unchanged in English', () => {
    expect(shownApiMessage(UNREACHABLE_MESSAGE)).toBe(UNREACHABLE_MESSAGE);
    expect(shownApiMessage('The quiz API answered 418')).toBe('The quiz API answered 418');
  });
});
