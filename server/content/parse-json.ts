import { createHash } from 'node:crypto';
import { LineCounter, parseDocument, isMap, isSeq, type Node, type YAMLMap } from 'yaml';
import { firstCodeBlock, readFormatFields } from './parse-json-format.js';
import { sanitizeQuestionHtml } from './render-question.js';
import { type ContentProblem, emptyDraft, emptyQuestion, type QuestionDraft } from './types.js';

// An id as this API sends it (`react:keys-in-lists`) or as a topic file holds it (`keys-in-lists`).
const QUESTION_ID = /^(?:([a-z0-9][a-z0-9-]*):)?([a-z0-9][a-z0-9-]{0,59})$/;

/**
 * Reads a topic in the spec's own API format (the payload of GET /api/quiz/{id}, or the whole
 * response with the payload under `data`), so question sets written for that API can be brought in.
 */
export function parseTopicJson(file: string, slug: string, source: string) {
  const problems: ContentProblem[] = [];
  const prefixes = new Set<string | undefined>();
  const counter = new LineCounter();
  // YAML 1.2 reads JSON and, unlike JSON.parse, tells us the line of every value.
  const doc = parseDocument(source, { lineCounter: counter, uniqueKeys: false });
  const lineOf = (node: unknown) => {
    const range = (node as Node | undefined)?.range;
    return range ? counter.linePos(range[0]).line : 1;
  };
  const draft = emptyDraft(file, slug);
  const syntaxError = doc.errors[0];
  if (syntaxError) {
    problems.push({
      file,
      line: syntaxError.linePos?.[0].line ?? 1,
      message: `the file is not valid JSON: ${syntaxError.message.split('\n')[0]}`,
      fix: 'correct the JSON syntax at that line',
    });
    return { draft: undefined, problems };
  }
  if (!isMap(doc.contents)) {
    problems.push({
      file,
      line: 1,
      message: 'the file is not a JSON object',
      fix: 'give it the shape {"name": ..., "questions": [...]}',
    });
    return { draft: undefined, problems };
  }
  const root = isMap(doc.get('data', true)) ? ['data'] : [];
  const top = (root.length > 0 ? doc.get('data', true) : doc.contents) as YAMLMap;
  const topValue = top.toJSON() as Record<string, unknown>;
  for (const key of ['id', 'name', 'logo', 'tags'] as const) {
    draft[key] = topValue[key];
    draft.lines[key] = lineOf(top.get(key, true));
  }
  const questions = doc.getIn([...root, 'questions'], true);
  if (!isSeq(questions)) {
    problems.push({
      file,
      line: lineOf(questions),
      message: 'there is no "questions" array',
      fix: 'add "questions": [ ... ] with the topic\'s questions',
    });
    return { draft: undefined, problems };
  }
  questions.items.forEach((item, index) => {
    const line = lineOf(item);
    const value = isMap(item) ? (item.toJSON() as Record<string, unknown>) : {};
    const field = (key: string) => lineOf(isMap(item) ? item.get(key, true) : item);
    const text = typeof value.question === 'string' ? value.question : '';
    const rendered = sanitizeQuestionHtml(text);
    const id = typeof value.id === 'string' ? QUESTION_ID.exec(value.id) : null;
    prefixes.add(id?.[1]);
    const localId = id?.[2] ?? derivedId(text);
    if (rendered.unsupported) {
      problems.push({
        file,
        line,
        message: `question ${index + 1} holds HTML tags we do not keep`,
        fix: 'use only p, code, pre, strong, em, br, ul, ol and li',
      });
    }
    const options = Array.isArray(value.options) ? value.options : [];
    // Options are text: anything else would be stored as its String() ("[object Object]").
    const notText = options.findIndex((option) => typeof option !== 'string');
    if (notText !== -1 || (value.correctAnswer !== undefined && typeof value.correctAnswer !== 'string')) {
      problems.push({
        file,
        line: field(notText !== -1 ? 'options' : 'correctAnswer'),
        message: `question ${index + 1} has ${notText !== -1 ? `option ${notText + 1}` : 'a correctAnswer'} that is not text`,
        fix: 'write every option and the correctAnswer as a JSON string, such as "42"',
      });
    }
    const draftQuestion: QuestionDraft = {
      ...emptyQuestion(localId, line),
      html: rendered.html,
      markdown: text,
      difficulty: typeof value.difficulty === 'string' ? value.difficulty : undefined,
      difficultyLine: field('difficulty'),
      options: options.map((option) => ({
        text: String(option),
        correct: option === value.correctAnswer,
        line: field('options'),
      })),
      explanation: typeof value.explanation === 'string' ? value.explanation.trim() : '',
      explanationLine: field('explanation'),
      code: firstCodeBlock(rendered.html, line),
    };
    readFormatFields(draftQuestion, value, field, (at, message, fix) =>
      problems.push({ file, line: at, message, fix }),
    );
    draft.questions.push(draftQuestion);
  });
  // The topic's slug where it came from, when every question id carries the same one.
  const [sourceSlug] = prefixes.size === 1 ? [...prefixes] : [];
  return { draft, problems, sourceSlug };
}

/** A question without a usable id gets one from its text, so re-importing it keeps the same id. */
function derivedId(text: string): string {
  return `q-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}
