import { answerIndex, type ExportTopic, licenceNotice, localId } from './export-topic.js';
import { DIFFICULTY_TAG } from './gift.js';
import { buildXml, xmlComment } from './xml-builder.js';

const text = (value: string) => ({ text: value });

/**
 * Moodle XML: one category for the topic, then one multichoice question each (single answer,
 * shuffled), its explanation as general feedback. The stem is HTML with its code in
 * `<pre><code class="language-x">`; options and explanation are plain text.
 */
export function writeMoodleXml(topic: ExportTopic): string {
  const notice = licenceNotice(topic);
  const category = {
    '@_type': 'category',
    category: text(`$course$/top/Quiz Dojo/${topic.name}`),
    info: { '@_format': 'plain_text', ...text(notice) },
  };
  const questions = topic.questions.map((question) => {
    const correct = answerIndex(question);
    return {
      '@_type': 'multichoice',
      name: text(localId(question.id)),
      questiontext: { '@_format': 'html', ...text(question.question) },
      generalfeedback: { '@_format': 'plain_text', ...text(question.explanation) },
      defaultgrade: 1,
      penalty: 0.3333333,
      hidden: 0,
      idnumber: question.id,
      single: 'true',
      shuffleanswers: 1,
      answernumbering: 'ABCD',
      answer: question.options.map((option, index) => ({
        '@_fraction': index === correct ? 100 : 0,
        '@_format': 'plain_text',
        ...text(option),
      })),
      tags: { tag: [...question.tags, `${DIFFICULTY_TAG}${question.difficulty}`].map(text) },
    };
  });
  return buildXml({
    '#comment': xmlComment(`${notice} Source: ${topic.source}`),
    quiz: { question: [category, ...questions] },
  });
}
