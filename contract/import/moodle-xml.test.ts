import { describe, expect, it } from 'vitest';
import { writeMoodleXml } from '../export/moodle-xml.js';
import { TRICKY_TOPIC } from '../export/tricky-topic.js';
import { readMoodleXml } from './read-moodle-xml.js';
import { readXmlDocument, textsOf } from '../testing/xml-second-reader.js';

describe('Moodle XML export', () => {
  const xml = writeMoodleXml(TRICKY_TOPIC);

  it('is read by a second XML reader as single-answer, shuffled multichoice with the explanation as general feedback', () => {
    const document = readXmlDocument(xml);
    const questions = [...document.getElementsByTagName('question')];
    expect(questions.map((question) => question.getAttribute('type'))).toEqual([
      'category',
      'multichoice',
      'multichoice',
    ]);
    const first = questions[1]!;
    expect(textsOf(first, 'single')).toEqual(['true']);
    expect(textsOf(first, 'shuffleanswers')).toEqual(['1']);
    expect(first.querySelector('questiontext > text')!.textContent).toBe(TRICKY_TOPIC.questions[0]!.question);
    expect(first.querySelector('questiontext > text')!.textContent).toContain('<pre><code class="language-js">');
    expect(first.querySelector('generalfeedback > text')!.textContent).toBe(TRICKY_TOPIC.questions[0]!.explanation);
    const answers = [...first.getElementsByTagName('answer')];
    expect(answers.map((answer) => answer.getAttribute('fraction'))).toEqual(['0', '0', '100', '0']);
    expect(answers.map((answer) => answer.textContent!.trim())).toEqual(TRICKY_TOPIC.questions[0]!.options);
  });

  it('carries the licence and the source', () => {
    const document = readXmlDocument(xml);
    const comment = [...document.childNodes].find((node) => node.nodeType === 8)!;
    expect(comment.textContent).toMatch(/CC BY-SA 4\.0.*Source: https:\/\/quiz\.example\.org\/topic\/99/);
    expect(textsOf(document, 'info')[0]).toMatch(/Quiz Dojo contributors/);
  });

  it('reads back as written', () => {
    const read = readMoodleXml('tricky.xml', xml);
    expect(read.skipped).toEqual([]);
    expect(read.name).toBe(TRICKY_TOPIC.name);
    expect(read.questions).toEqual(TRICKY_TOPIC.questions);
  });
});
