/**
 * The only HTML a question may carry. The importer, the server's page renderer and the browser's
 * sanitizer all enforce this one list.
 */
export const QUESTION_TAGS: readonly string[] = ['p', 'code', 'pre', 'strong', 'em', 'br', 'ul', 'ol', 'li'];
