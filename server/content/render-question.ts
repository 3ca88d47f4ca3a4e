import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { QUESTION_TAGS } from '../../contract/question-html.js';

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...QUESTION_TAGS],
  allowedAttributes: { code: ['class'] },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  disallowedTagsMode: 'discard',
};

const markdown = new MarkdownIt('commonmark', { html: false, linkify: false, typographer: false });

export type RenderedQuestion = { html: string; unsupported: boolean };

export function renderQuestionMarkdown(source: string): RenderedQuestion {
  const raw = markdown.render(source).trim();
  return sanitizeQuestionHtml(raw);
}

/** `unsupported` tells the author that something (a link, a heading, an image) was dropped. */
export function sanitizeQuestionHtml(raw: string): RenderedQuestion {
  const html = sanitizeHtml(raw, SANITIZE_OPTIONS).trim();
  const tags = [...raw.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) => match[1]!.toLowerCase());
  return { html, unsupported: tags.some((tag) => !QUESTION_TAGS.includes(tag)) };
}

/** The question's visible text, for spotting the same question written twice. */
export function questionFingerprint(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
