import { OPTIONS_PER_QUESTION } from '../../contract/quiz.js';
import { QUIZ_LANGS } from '../../contract/translations/locales.js';

/** What `?lang=` adds to the quiz routes' document (docs/decisions/0027). */
export const LANG_PARAMETER = {
  name: 'lang',
  in: 'query',
  required: false,
  description:
    'The locale to serve the questions in. Each question then carries `lang`: the locale when its translation is ' +
    "current, `en` (with the English text) when it is missing or its English changed since it was translated. The topic's " +
    "name is the locale's where the translation gives one. Without `lang` the answer is exactly the English one, " +
    'without `lang` or `sourceOptions` fields. Another value is a 400.',
  schema: { type: 'string', enum: [...QUIZ_LANGS] },
};

/** A question's `lang` and `sourceOptions`, present only in answers asked for with `?lang=`. */
export function withLang<T extends { properties?: object }>(question: T) {
  const properties = question.properties;
  const lang = {
    type: 'string',
    enum: [...QUIZ_LANGS],
    description: "Only with `?lang=`: the language of this question's text (`en` where no current translation exists)",
  };
  const sourceOptions = {
    type: 'array',
    items: { type: 'string' },
    minItems: OPTIONS_PER_QUESTION,
    maxItems: OPTIONS_PER_QUESTION,
    description:
      'Only with `?lang=`, on a translated question whose options read differently from the English: the English ' +
      'options in the same order (a translation keeps the order). Store or compare an answer by these, so it is the ' +
      'same answer in every language; `correctAnswer` is at the same place in both.',
  };
  return { ...question, properties: { ...properties, lang, sourceOptions } };
}
