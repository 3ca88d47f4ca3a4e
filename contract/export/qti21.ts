import { strToU8, zipSync } from 'fflate';
import { ANSWER_LETTERS, answerIndex, type ExportTopic, licenceNotice, localId } from './export-topic.js';
import { buildXml, xmlComment } from './xml-builder.js';

const QTI = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
const QTI_XSD = 'http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd';
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/** An XML identifier (NCName) for a question id, which may start with a digit. */
export const qtiIdentifier = (id: string) => `q-${localId(id)}`;

/**
 * The stem is the API's sanitized HTML (p, code, pre, strong, em, br, ul, ol, li, text escaped as
 * & < > "), which is XHTML once `<br>` is closed: QTI's itemBody takes it as it is.
 */
const xhtml = (html: string) => html.replace(/<br\s*\/?>/g, '<br/>');

function item(topic: ExportTopic, index: number): string {
  const question = topic.questions[index]!;
  const correct = ANSWER_LETTERS[answerIndex(question)]!;
  const choices = question.options
    .map((option, i) => `      <simpleChoice identifier="${ANSWER_LETTERS[i]}">${escapeXml(option)}</simpleChoice>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!--${xmlComment(licenceNotice(topic))}-->
<assessmentItem xmlns="${QTI}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="${QTI} ${QTI_XSD}" identifier="${qtiIdentifier(question.id)}"
  title="${escapeXml(localId(question.id))}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>${correct}</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
    <defaultValue><value>0</value></defaultValue>
  </outcomeDeclaration>
  <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>
  <itemBody>
    <div>${xhtml(question.question)}</div>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="true" maxChoices="1">
${choices}
    </choiceInteraction>
  </itemBody>
  <responseProcessing>
    <responseCondition>
      <responseIf>
        <match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
      </responseIf>
    </responseCondition>
    <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">EXPLANATION</baseValue></setOutcomeValue>
  </responseProcessing>
  <modalFeedback outcomeIdentifier="FEEDBACK" showHide="show" identifier="EXPLANATION">${escapeXml(question.explanation)}</modalFeedback>
</assessmentItem>
`;
}

function manifest(topic: ExportTopic, files: string[]): string {
  const resources = topic.questions.map((question, index) => ({
    '@_identifier': `resource-${qtiIdentifier(question.id)}`,
    '@_type': 'imsqti_item_xmlv2p1',
    '@_href': files[index],
    file: { '@_href': files[index] },
  }));
  return buildXml({
    '#comment': xmlComment(`${licenceNotice(topic)} Source: ${topic.source}`),
    manifest: {
      '@_xmlns': 'http://www.imsglobal.org/xsd/imscp_v1p1',
      '@_identifier': `quiz-dojo-${topic.slug}`,
      metadata: { schema: 'QTIv2.1 Package', schemaversion: '1.0.0' },
      organizations: '',
      resources: { resource: resources },
    },
  });
}

/** A QTI 2.1 content package: imsmanifest.xml, one assessmentItem file per question, the licence. */
export function writeQti21(topic: ExportTopic): Uint8Array {
  const files = topic.questions.map((question) => `items/${qtiIdentifier(question.id)}.xml`);
  const entries: Record<string, Uint8Array> = {
    'imsmanifest.xml': strToU8(manifest(topic, files)),
    'LICENSE.txt': strToU8(`${licenceNotice(topic)}\nSource: ${topic.source}\n`),
  };
  files.forEach((file, index) => (entries[file] = strToU8(item(topic, index))));
  return zipSync(entries, { level: 6 });
}
