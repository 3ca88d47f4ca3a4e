import { strFromU8, unzipSync } from 'fflate';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { qtiIdentifier, writeQti21 } from '../export/qti21.js';
import { TRICKY_TOPIC } from '../export/tricky-topic.js';
import { readXmlDocument, textsOf } from '../testing/xml-second-reader.js';

describe('QTI 2.1 content package', () => {
  const files = unzipSync(writeQti21(TRICKY_TOPIC));
  const read = (name: string) => readXmlDocument(strFromU8(files[name]!));

  it('lists one assessmentItem file per question in imsmanifest.xml, each in the zip', () => {
    const manifest = read('imsmanifest.xml');
    const resources = [...manifest.getElementsByTagName('resource')];
    expect(resources.map((resource) => resource.getAttribute('type'))).toEqual([
      'imsqti_item_xmlv2p1',
      'imsqti_item_xmlv2p1',
    ]);
    const hrefs = resources.map((resource) => resource.getAttribute('href')!);
    expect(hrefs).toEqual(TRICKY_TOPIC.questions.map((question) => `items/${qtiIdentifier(question.id)}.xml`));
    expect(Object.keys(files).sort()).toEqual(['LICENSE.txt', 'imsmanifest.xml', ...hrefs].sort());
    expect(strFromU8(files['LICENSE.txt']!)).toMatch(
      /CC BY-SA 4\.0.*\nSource: https:\/\/quiz\.example\.org\/topic\/99/,
    );
  });

  it('gives each item a shuffled single choice of four, the correct response, the stem and the explanation', () => {
    TRICKY_TOPIC.questions.forEach((question, index) => {
      const item = read(`items/${qtiIdentifier(question.id)}.xml`);
      const root = item.documentElement;
      expect(root.namespaceURI).toBe('http://www.imsglobal.org/xsd/imsqti_v2p1');
      expect(root.getAttribute('identifier')).toBe(qtiIdentifier(question.id));
      const interaction = item.getElementsByTagName('choiceInteraction')[0]!;
      expect([interaction.getAttribute('shuffle'), interaction.getAttribute('maxChoices')]).toEqual(['true', '1']);
      expect(textsOf(item, 'simpleChoice')).toEqual(question.options);
      expect(textsOf(item.getElementsByTagName('correctResponse')[0]!, 'value')).toEqual([['C', 'D'][index]]);
      const stem = item.getElementsByTagName('itemBody')[0]!.getElementsByTagName('div')[0]!;
      expect(stem.textContent).toBe(JSDOM.fragment(question.question).textContent);
      expect([...stem.getElementsByTagName('code')].map((code) => code.getAttribute('class'))).toEqual(
        [...JSDOM.fragment(question.question).querySelectorAll('code')].map((code) => code.getAttribute('class')),
      );
      expect(textsOf(item, 'modalFeedback')).toEqual([question.explanation]);
    });
  });
});
