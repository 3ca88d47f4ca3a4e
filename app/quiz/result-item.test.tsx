import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGS } from '../../contract/locales';
import type { Question } from '../../contract/quiz';
import { activateLocale, loadLocale } from '../i18n/locale';
import { ResultItem } from './result-item';

afterEach(() => activateLocale('en'));

const question = (lang: string): Question => ({
  id: `q-${lang}`,
  question: '<p>Which keyword declares a constant?</p>',
  options: ['var', 'let', 'const', 'static'],
  correctAnswer: 'const',
  explanation: 'It cannot be reassigned.',
  lang,
});
const show = (q: Question, given: string | null) =>
  render(
    <ResultItem
      item={{ topicId: 2, topicName: 'JS', topicTotal: 9, question: q }}
      number={1}
      given={given}
      right={false}
    />,
  );

describe('a result on a Spanish page', () => {
  it('marks as English the question, answers and explanation of a question shown in English', async () => {
    await loadLocale('es', CATALOGS);
    activateLocale('es');
    show(question('en'), 'let');
    for (const text of ['Which keyword declares a constant?', 'let', 'const', 'It cannot be reassigned.'])
      expect(screen.getByText(text).closest('[lang]'), text).toHaveAttribute('lang', 'en');
  });

  it('leaves a translated question, and the word for no answer, in the page language', async () => {
    await loadLocale('es', CATALOGS);
    activateLocale('es');
    const { container } = show(question('es'), null);
    expect(container.querySelector('[lang]')).toBeNull();
    show(question('en'), null);
    expect(screen.getAllByText('ninguna')[1]!.closest('[lang]')).toBeNull();
  });
});
