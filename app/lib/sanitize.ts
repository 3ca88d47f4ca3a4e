import DOMPurify from 'dompurify';
import { QUESTION_TAGS } from '../../contract/question-html';

/**
 * Question text comes from the API as HTML. We trust no attribute at all: without
 * attributes there is no event handler, style, URL or class left to abuse.
 */
export function sanitizeQuestionHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    // Everything the question format can express; the rest is dropped (its text kept).
    ALLOWED_TAGS: [...QUESTION_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
