import { type ImportedQuestion, type ImportProblem, questionId, whyNotTaken } from './imported.js';
import { parseUntrustedXml, treeParser } from './safe-xml.js';
import { attr, descendants, kids, textOnly, type XmlNode } from './xml-tree.js';

const tree = treeParser([]);
const rawBody = treeParser(['itemBody']);
const FIX = 'only a choiceInteraction of four simpleChoices with one correct response comes in';

/**
 * The stem: the item body's XHTML without its interaction (whose prompt stays, as a paragraph),
 * unwrapped from the one <div> our export puts around it, `<br/>` as HTML writes it.
 */
function stemOf(body: string): string {
  const html = body
    .replace(/<choiceInteraction\b[\s\S]*?<\/choiceInteraction>/, (block) => {
      const prompt = /<prompt\b[^>]*>([\s\S]*?)<\/prompt>/.exec(block)?.[1]?.trim();
      return prompt ? `<p>${prompt}</p>` : '';
    })
    .trim();
  const div = /^<div>([\s\S]*)<\/div>$/.exec(html);
  return (div && !div[1]!.includes('<div') ? div[1]! : html).replace(/<br\s*\/>/g, '<br>');
}

/** One QTI 2.1 assessmentItem: the question, or why it is left out (with `file` and the item's identifier). */
export function readQti21Item(
  file: string,
  text: string,
  slug?: string,
): { question: ImportedQuestion } | { skipped: ImportProblem } {
  const item = kids(parseUntrustedXml(file, text, tree), 'assessmentItem')[0];
  const identifier = attr(item, 'identifier');
  const skip = (why: string, fix = FIX) => ({
    skipped: { file, line: 1, message: `item "${identifier}" left out: ${why}`, fix },
  });
  if (!item) return skip('the file holds no assessmentItem', 'list only QTI 2.1 items as imsqti_item_xmlv2p1');
  const body = kids(item, 'itemBody')[0];
  const interactions = interactionsOf(body ?? {});
  if (interactions.join() !== 'choiceInteraction')
    return skip(`it has ${interactions.length === 0 ? 'no interaction' : interactions.join(', ')}`);
  const interaction = descendants(body, 'choiceInteraction')[0]!;
  const maxChoices = attr(interaction, 'maxChoices') || '1';
  if (maxChoices !== '1') return skip(`it allows more than one answer (maxChoices="${maxChoices}")`);
  const response = kids(item, 'responseDeclaration').find(
    (declaration) => attr(declaration, 'identifier') === attr(interaction, 'responseIdentifier'),
  );
  if (attr(response, 'cardinality') !== 'single') return skip('its response is not of single cardinality');
  const choices = kids(interaction, 'simpleChoice');
  const options = choices.map(textOnly);
  if (options.some((option) => option === undefined))
    return skip('an option holds markup (we keep options as plain text)');
  const values = descendants(kids(response, 'correctResponse')[0], 'value').map((value) => textOnly(value) ?? '');
  const correct = choices.flatMap((choice, index) => (values.includes(attr(choice, 'identifier')) ? [index] : []));
  const feedbacks = kids(item, 'modalFeedback');
  const explanation = feedbacks.length === 0 ? '' : feedbacks.length === 1 ? textOnly(feedbacks[0]) : undefined;
  if (explanation === undefined)
    return skip('its feedback is more than one plain text (we keep one explanation, as plain text)');
  const stem = stemOf(
    String(kids(kids(parseUntrustedXml(file, text, rawBody), 'assessmentItem')[0], 'itemBody')[0]?.['#text'] ?? ''),
  );
  const why = whyNotTaken(stem, options as string[], correct);
  if (why) return skip(why);
  const id = questionId(attr(item, 'title'), identifier);
  return {
    question: {
      ...(id ? { id: slug && !id.includes(':') ? `${slug}:${id}` : id } : {}),
      question: stem,
      options: options as string[],
      correctAnswer: options[correct[0]!]!,
      explanation,
      tags: [],
    },
  };
}

/** The names of the interactions in a body, in any depth. */
function interactionsOf(body: XmlNode): string[] {
  return Object.keys(body).flatMap((key) =>
    key.startsWith('@_') || key.startsWith('#')
      ? []
      : [...(key.endsWith('Interaction') ? [key] : []), ...kids(body, key).flatMap(interactionsOf)],
  );
}
