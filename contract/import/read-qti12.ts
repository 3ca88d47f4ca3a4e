import { type ImportedQuestion, type ImportProblem, questionId, type ReadResult, whyNotTaken } from './imported.js';
import { parseUntrustedXml, treeParser, xmlText } from './safe-xml.js';
import { attr, descendants, elementNames, kids, type XmlNode } from './xml-tree.js';

const tree = treeParser([]);
const FIX =
  'only multiple_choice items (one response_lid, rcardinality Single) of four options with one scored right come in';
const OTHER_RESPONSES = ['response_str', 'response_num', 'response_xy', 'response_grp', 'response_extension'];

const HTML_TEXT: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/** A mattext as HTML: text/html as it is, plain text escaped in a paragraph. */
function html(mattext: XmlNode | undefined): string {
  const text = xmlText(mattext);
  return attr(mattext, 'texttype') === 'text/html' ? text : text === '' ? '' : `<p>${escapeHtml(text)}</p>`;
}

/** A mattext as plain text: HTML only if it is text in at most one <p>; undefined when it holds other markup. */
function plain(mattext: XmlNode | undefined): string | undefined {
  const text = xmlText(mattext);
  if (attr(mattext, 'texttype') !== 'text/html') return text;
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(text.trim())?.[1] ?? text.trim();
  if (/<[a-zA-Z/!]/.test(inner)) return undefined;
  return inner.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_TEXT[entity]!);
}

function readItem(file: string, item: XmlNode): { question: ImportedQuestion } | { skipped: ImportProblem } {
  const ident = attr(item, 'ident');
  const skip = (why: string) => ({ skipped: { file, line: 1, message: `item "${ident}" left out: ${why}`, fix: FIX } });
  const type = descendants(item, 'qtimetadatafield').find(
    (field) => xmlText(kids(field, 'fieldlabel')[0]) === 'question_type',
  );
  const typeName = xmlText(kids(type, 'fieldentry')[0]);
  if (type && typeName !== 'multiple_choice_question') return skip(`a ${typeName} item`);
  const presentation = kids(item, 'presentation')[0];
  const others = OTHER_RESPONSES.filter((name) => descendants(presentation, name).length > 0);
  if (others.length > 0) return skip(`it has a ${others.join(', ')}`);
  const lids = descendants(presentation, 'response_lid');
  if (lids.length !== 1) return skip(`it has ${lids.length} response_lid, where a question has one`);
  const lid = lids[0]!;
  if ((attr(lid, 'rcardinality') || 'Single') !== 'Single')
    return skip(`it allows more than one answer (rcardinality="${attr(lid, 'rcardinality')}")`);
  const labels = descendants(lid, 'response_label');
  const options = labels.map((label) => plain(descendants(label, 'mattext')[0]));
  if (options.some((option) => option === undefined))
    return skip('an option holds markup (we keep options as plain text)');
  const scored = descendants(item, 'respcondition').filter((condition) =>
    kids(condition, 'setvar').some((setvar) => Number(xmlText(setvar)) > 0 || xmlText(setvar) === 'SCORE.max'),
  );
  const right = new Set(scored.flatMap((condition) => descendants(condition, 'varequal', ['not']).map(xmlText)));
  const correct = labels.flatMap((label, index) => (right.has(attr(label, 'ident')) ? [index] : []));
  const stem = descendants(presentation, 'mattext', ['response_lid']).map(html).join('\n');
  const feedback = descendants(item, 'itemfeedback').find((candidate) => attr(candidate, 'ident') === 'general_fb');
  const explanation = feedback ? plain(descendants(feedback, 'mattext')[0]) : '';
  if (explanation === undefined)
    return skip('its general feedback holds markup (we keep the explanation as plain text)');
  const why = whyNotTaken(stem, options as string[], correct);
  if (why) return skip(why);
  const id = questionId(attr(item, 'title'), ident);
  return {
    question: {
      ...(id ? { id } : {}),
      question: stem,
      options: options as string[],
      correctAnswer: options[correct[0]!]!,
      explanation,
      tags: [],
    },
  };
}

/** A QTI 1.2 questestinterop file: every item in it, in any section, as a question or left out with its identifier. */
export function readQti12(file: string, text: string): ReadResult {
  const root = kids(parseUntrustedXml(file, text, tree), 'questestinterop')[0];
  if (!root) {
    const fix = 'a QTI 1.2 file has <questestinterop> as its root element';
    return { questions: [], skipped: [{ file, line: 1, message: 'there is no <questestinterop> element', fix }] };
  }
  const read = descendants(root, 'item').map((item) => readItem(file, item));
  const name = attr(kids(root, 'assessment')[0], 'title') || undefined;
  return {
    ...(name ? { name } : {}),
    format: 'QTI 1.2',
    questions: read.flatMap((result) => ('question' in result ? [result.question] : [])),
    skipped: read.flatMap((result) => ('skipped' in result ? [result.skipped] : [])),
  };
}

export const isQti12 = (root: XmlNode) => elementNames(root).includes('questestinterop');
