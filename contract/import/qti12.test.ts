import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeQti12 } from '../export/qti12.js';
import { TRICKY_TOPIC } from '../export/tricky-topic.js';
import { readXmlDocument, textsOf } from '../testing/xml-second-reader.js';

describe('QTI 1.2 package', () => {
  const files = unzipSync(writeQti12(TRICKY_TOPIC));

  it('holds a manifest naming one imsqti_xmlv1p2 assessment, that assessment, and the licence', () => {
    const manifest = readXmlDocument(strFromU8(files['imsmanifest.xml']!));
    const resource = manifest.getElementsByTagName('resource')[0]!;
    expect([resource.getAttribute('type'), resource.getAttribute('href')]).toEqual(['imsqti_xmlv1p2', 'tricky.xml']);
    expect(Object.keys(files).sort()).toEqual(['LICENSE.txt', 'imsmanifest.xml', 'tricky.xml']);
  });

  it('gives each question a shuffled single choice of four with the right one scored, the stem as HTML and the explanation', () => {
    const document = readXmlDocument(strFromU8(files['tricky.xml']!));
    const items = [...document.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    TRICKY_TOPIC.questions.forEach((question, index) => {
      const item = items[index]!;
      expect(item.querySelector('response_lid')!.getAttribute('rcardinality')).toBe('Single');
      expect(item.querySelector('render_choice')!.getAttribute('shuffle')).toBe('Yes');
      expect(textsOf(item.querySelector('render_choice')!, 'mattext')).toEqual(question.options);
      const stem = item.querySelector('presentation > material > mattext')!;
      expect([stem.getAttribute('texttype'), stem.textContent]).toEqual(['text/html', question.question]);
      expect(textsOf(item, 'varequal')).toEqual([['C', 'D'][index]]);
      expect(textsOf(item.querySelector('itemfeedback')!, 'mattext')).toEqual([question.explanation]);
    });
    expect(document.documentElement.previousSibling!.textContent).toMatch(/CC BY-SA 4\.0/);
  });
});
