import { strToU8, zipSync } from 'fflate';
import type { FullQuestion } from '../quiz.js';
import { ANSWER_LETTERS, answerIndex, type ExportTopic, licenceNotice } from './export-topic.js';
import { qtiIdentifier } from './qti21.js';
import { buildXml, xmlComment } from './xml-builder.js';

/** Material in QTI 1.2: text, escaped by the builder; HTML says so by its texttype. */
const material = (text: string, html = false) => ({
  material: { mattext: { '@_texttype': html ? 'text/html' : 'text/plain', '#text': text } },
});

function item(question: FullQuestion) {
  const correct = ANSWER_LETTERS[answerIndex(question)]!;
  return {
    '@_ident': qtiIdentifier(question.id),
    '@_title': question.id,
    presentation: {
      ...material(question.question, true),
      response_lid: {
        '@_ident': 'response1',
        '@_rcardinality': 'Single',
        render_choice: {
          '@_shuffle': 'Yes',
          response_label: question.options.map((option, i) => ({ '@_ident': ANSWER_LETTERS[i], ...material(option) })),
        },
      },
    },
    resprocessing: {
      outcomes: { decvar: { '@_varname': 'SCORE', '@_vartype': 'Decimal', '@_minvalue': 0, '@_maxvalue': 100 } },
      respcondition: {
        '@_continue': 'No',
        conditionvar: { varequal: { '@_respident': 'response1', '#text': correct } },
        setvar: { '@_action': 'Set', '@_varname': 'SCORE', '#text': 100 },
        displayfeedback: { '@_feedbacktype': 'Response', '@_linkrefid': 'general_fb' },
      },
    },
    itemfeedback: { '@_ident': 'general_fb', flow_mat: material(question.explanation) },
  };
}

/** A QTI 1.2 package (Canvas Classic Quizzes, Blackboard): one assessment of single-choice items, shuffled. */
export function writeQti12(topic: ExportTopic): Uint8Array {
  const file = `${topic.slug}.xml`;
  const assessment = buildXml({
    '#comment': xmlComment(`${licenceNotice(topic)} Source: ${topic.source}`),
    questestinterop: {
      assessment: {
        '@_ident': `quiz-dojo-${topic.slug}`,
        '@_title': topic.name,
        section: { '@_ident': 'root_section', item: topic.questions.map(item) },
      },
    },
  });
  const manifest = buildXml({
    manifest: {
      '@_xmlns': 'http://www.imsglobal.org/xsd/imscp_v1p1',
      '@_identifier': `quiz-dojo-${topic.slug}-qti12`,
      metadata: { schema: 'IMS Content', schemaversion: '1.1.3' },
      organizations: '',
      resources: {
        resource: {
          '@_identifier': `resource-${topic.slug}`,
          '@_type': 'imsqti_xmlv1p2',
          '@_href': file,
          file: { '@_href': file },
        },
      },
    },
  });
  return zipSync(
    {
      'imsmanifest.xml': strToU8(manifest),
      [file]: strToU8(assessment),
      'LICENSE.txt': strToU8(`${licenceNotice(topic)}\nSource: ${topic.source}\n`),
    },
    { level: 6 },
  );
}
