import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ExportTopic } from '../../contract/export/export-topic.js';
import { writeCsv } from '../../contract/export/csv.js';
import { writeGift } from '../../contract/export/gift.js';
import { writeMoodleXml } from '../../contract/export/moodle-xml.js';
import { writeQti12 } from '../../contract/export/qti12.js';
import { qtiIdentifier, writeQti21 } from '../../contract/export/qti21.js';
import { loadBank } from '../../server/content/load-bank.js';
import { exportTopicOf } from '../../server/export/export-topic-of.js';
import { readCsv } from '../../contract/import/read-csv.js';
import { readGift } from '../../contract/import/read-gift.js';
import { readMoodleXml } from '../../contract/import/read-moodle-xml.js';
import { readQti } from '../../contract/import/read-qti.js';
import { readXmlDocument, textsOf } from '../../contract/testing/xml-second-reader.js';
import { keepWritable } from './to-markdown-topic.js';

let topics: ExportTopic[];
beforeAll(async () => {
  const bank = await loadBank('content');
  topics = bank.topics.map((topic) => exportTopicOf(topic, `content/topics/${topic.slug}.md`));
});

const FORMATS = [
  ['csv', (topic: ExportTopic) => readCsv('x.csv', writeCsv(topic))],
  ['gift', (topic: ExportTopic) => readGift('x.gift', writeGift(topic))],
  ['moodle', (topic: ExportTopic) => readMoodleXml('x.xml', writeMoodleXml(topic))],
] as const;

describe('every topic of the bank, exported and read back', { timeout: 120_000 }, () => {
  it.each(FORMATS)(
    '%s gives the same questions: stem and code, options, answer, explanation, tags, difficulty',
    (_format, roundTrip) => {
      expect(topics.length).toBeGreaterThan(20);
      for (const topic of topics) {
        const read = roundTrip(topic);
        expect(read.skipped).toEqual([]);
        expect(read.questions).toEqual(topic.questions);
      }
    },
  );

  it.each([
    ['QTI 2.1', writeQti21],
    ['QTI 1.2', writeQti12],
  ] as const)(
    '%s gives the same questions (stem and code, options, answer, explanation) and writes them as Markdown',
    (format, write) => {
      for (const topic of topics) {
        const read = readQti(`${topic.slug}.zip`, write(topic));
        expect([read.format, read.skipped]).toEqual([format, []]);
        // QTI carries no tags nor difficulty here: the import asks for a difficulty (--difficulty).
        expect(read.questions).toEqual(topic.questions.map((q) => ({ ...q, tags: [], difficulty: undefined })));
        expect(keepWritable(read, `${topic.slug}.zip`, 'medium').skipped).toEqual([]);
      }
    },
  );
});

describe('every topic of the bank as a QTI package', { timeout: 120_000 }, () => {
  it('holds for each question a well-formed item (second XML reader) with its options and right answer', () => {
    for (const topic of topics) {
      const files = unzipSync(writeQti21(topic));
      for (const question of topic.questions) {
        const item = readXmlDocument(strFromU8(files[`items/${qtiIdentifier(question.id)}.xml`]!));
        expect(textsOf(item, 'simpleChoice')).toEqual(question.options);
        const letter = textsOf(item.getElementsByTagName('correctResponse')[0]!, 'value')[0]!;
        expect(question.options['ABCD'.indexOf(letter)]).toBe(question.correctAnswer);
        expect(textsOf(item, 'modalFeedback')).toEqual([question.explanation]);
      }
    }
  });

  it('holds a well-formed QTI 1.2 assessment per topic, each item with its options and right answer', () => {
    for (const topic of topics) {
      const document = readXmlDocument(strFromU8(unzipSync(writeQti12(topic))[`${topic.slug}.xml`]!));
      const items = [...document.getElementsByTagName('item')];
      expect(items.map((item) => textsOf(item.getElementsByTagName('render_choice')[0]!, 'mattext'))).toEqual(
        topic.questions.map((question) => question.options),
      );
      expect(items.map((item) => textsOf(item, 'varequal')[0])).toEqual(
        topic.questions.map((question) => 'ABCD'[question.options.indexOf(question.correctAnswer)]),
      );
    }
  });
});
