import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeQti12 } from '../export/qti12.js';
import { writeQti21 } from '../export/qti21.js';
import { TRICKY_TOPIC } from '../export/tricky-topic.js';
import { readQti } from './read-qti.js';

const carried = TRICKY_TOPIC.questions.map((q) => ({ ...q, tags: [], difficulty: undefined }));

/** A QTI 2.1 item as other tools write one: a prompt in the interaction, choices in paragraphs. */
function item21(identifier: string, interaction: string, response = 'cardinality="single"', correct = 'B') {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="${identifier}" title="Item ${identifier}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" ${response} baseType="identifier">
    <correctResponse><value>${correct}</value></correctResponse>
  </responseDeclaration>
  <itemBody>
    <p>Which SQL keyword removes duplicate rows from a result?</p>
    ${interaction}
  </itemBody>
</assessmentItem>`;
}
const choices = (n: number) =>
  ['GROUP', 'DISTINCT', 'UNIQUE', 'ONLY', 'SINGLE']
    .slice(0, n)
    .map((text, i) => `<simpleChoice identifier="${'ABCDE'[i]}"><p>${text}</p></simpleChoice>`)
    .join('');
const choice = (n: number, max = 1, prompt = '') =>
  `<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="${max}">${prompt}${choices(n)}</choiceInteraction>`;

function package21(items: Record<string, string>, listed = Object.keys(items)) {
  const resources = listed
    .map(
      (href, i) =>
        `<resource identifier="r${i}" type="imsqti_item_xmlv2p1" href="${href}"><file href="${href}"/></resource>`,
    )
    .join('');
  const manifest = `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="other-tool"><organizations/><resources>${resources}<resource identifier="t" type="imsqti_test_xmlv2p1" href="test.xml"/></resources></manifest>`;
  return zipSync({
    'imsmanifest.xml': strToU8(manifest),
    ...Object.fromEntries(Object.entries(items).map(([k, v]) => [k, strToU8(v)])),
  });
}

describe('QTI import', () => {
  it('reads back our QTI 2.1 package and our QTI 1.2 package as written', () => {
    const read21 = readQti('tricky.qti21.zip', writeQti21(TRICKY_TOPIC));
    expect([read21.format, read21.skipped, read21.questions]).toEqual(['QTI 2.1', [], carried]);
    const read12 = readQti('tricky.qti12.zip', writeQti12(TRICKY_TOPIC));
    expect([read12.format, read12.name, read12.skipped, read12.questions]).toEqual([
      'QTI 1.2',
      TRICKY_TOPIC.name,
      [],
      carried,
    ]);
  });

  it('takes a single-answer choiceInteraction of four from another tool; lists every other item with file and identifier', () => {
    const zip = package21(
      {
        'items/one.xml': item21('one', choice(4)),
        'items/prompted.xml': item21('prompted', choice(4, 1, '<prompt>Pick one.</prompt>')).replace(
          /<p>Which[^<]*<\/p>/,
          '',
        ),
        'items/many.xml': item21('many', choice(4, 0), 'cardinality="multiple"'),
        'items/three.xml': item21('three', choice(3)),
        'items/five.xml': item21('five', choice(5)),
        'items/text.xml': item21('text', '<textEntryInteraction responseIdentifier="RESPONSE"/>'),
        'items/markup.xml': item21('markup', choice(4).replace('<p>GROUP</p>', '<p><img src="g.png"/></p>')),
      },
      [
        'items/one.xml',
        'items/prompted.xml',
        'items/many.xml',
        'items/three.xml',
        'items/five.xml',
        'items/text.xml',
        'items/markup.xml',
        'items/gone.xml',
      ],
    );
    const read = readQti('bank.zip', zip);
    expect(read.questions).toEqual([
      {
        id: 'one',
        question: '<p>Which SQL keyword removes duplicate rows from a result?</p>',
        options: ['GROUP', 'DISTINCT', 'UNIQUE', 'ONLY'],
        correctAnswer: 'DISTINCT',
        explanation: '',
        tags: [],
      },
      expect.objectContaining({ id: 'prompted', question: '<p>Pick one.</p>', correctAnswer: 'DISTINCT' }),
    ]);
    expect(read.skipped.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'bank.zip (items/many.xml):1: item "many" left out: it allows more than one answer (maxChoices="0")',
      'bank.zip (items/three.xml):1: item "three" left out: it has 3 options, where a question has exactly 4',
      'bank.zip (items/five.xml):1: item "five" left out: it has 5 options, where a question has exactly 4',
      'bank.zip (items/text.xml):1: item "text" left out: it has textEntryInteraction',
      'bank.zip (items/markup.xml):1: item "markup" left out: an option holds markup (we keep options as plain text)',
      'bank.zip (imsmanifest.xml):1: the manifest names "items/gone.xml", which the package does not hold',
    ]);
  });

  it('takes multiple_choice items of a bare QTI 1.2 file as Canvas writes them; lists the other types', () => {
    const item = (ident: string, type: string, cardinality = 'Single', right = ['2']) => `
      <item ident="${ident}" title="Question ${ident}">
        <itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>${type}</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
        <presentation>
          <material><mattext texttype="text/html">&lt;p&gt;Which HTTP status means &lt;strong&gt;Not Found&lt;/strong&gt;?&lt;/p&gt;</mattext></material>
          <response_lid ident="response1" rcardinality="${cardinality}"><render_choice>
            ${['400', '404', '410', '500'].map((code, i) => `<response_label ident="${i + 1}"><material><mattext texttype="text/html">&lt;p&gt;${code}&lt;/p&gt;</mattext></material></response_label>`).join('')}
          </render_choice></response_lid>
        </presentation>
        <resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>
          ${right.map((r) => `<respcondition continue="No"><conditionvar><varequal respident="response1">${r}</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>`).join('')}
        </resprocessing>
        <itemfeedback ident="general_fb"><flow_mat><material><mattext texttype="text/html">&lt;p&gt;404 says the server has nothing at that address.&lt;/p&gt;</mattext></material></flow_mat></itemfeedback>
      </item>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2"><assessment ident="a1" title="HTTP basics"><section ident="root_section">
${item('g1', 'multiple_choice_question')}${item('g2', 'multiple_answers_question', 'Multiple', ['1', '2'])}${item('g3', 'true_false_question')}${item('g4', 'multiple_choice_question', 'Single', ['1', '2'])}
</section></assessment></questestinterop>`;
    const read = readQti('canvas.xml', strToU8(xml));
    expect([read.format, read.name]).toEqual(['QTI 1.2', 'HTTP basics']);
    expect(read.questions).toEqual([
      {
        id: 'g1',
        question: '<p>Which HTTP status means <strong>Not Found</strong>?</p>',
        options: ['400', '404', '410', '500'],
        correctAnswer: '404',
        explanation: '404 says the server has nothing at that address.',
        tags: [],
      },
    ]);
    expect(read.skipped.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      'canvas.xml:1: item "g2" left out: a multiple_answers_question item',
      'canvas.xml:1: item "g3" left out: a true_false_question item',
      'canvas.xml:1: item "g4" left out: it has 2 right answers, where a question has exactly one',
    ]);
  });
});
