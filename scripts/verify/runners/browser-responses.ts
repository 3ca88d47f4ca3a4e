import { z } from 'zod';

/** Where the snippet is served from: answered by the browser runner, never looked up on a network. */
export const DOCUMENT_URL = 'http://quiz-dojo.invalid/';

/** The only hosts a document may declare responses for: `.invalid` names never reach a network. */
const DECLARABLE = /^https?:\/\/([a-z0-9-]+\.)*quiz-dojo\.invalid(:\d+)?\//;

const response = z.object({
  status: z.number().int().min(200).max(599).default(200),
  headers: z.record(z.string(), z.string()).default({}),
  body: z.string().default(''),
});
const declaration = z.record(z.string(), response);
export type DeclaredResponse = z.infer<typeof response>;

const BLOCK = /<script type="application\/x-quiz-dojo-responses">([\s\S]*?)<\/script>/;

/**
 * The responses a document declares in a `<script type="application/x-quiz-dojo-responses">` block
 * (a browser ignores that type): a JSON object from URL to `{ status, headers, body }`. The entry of
 * the document's own URL gives its response headers (its body is the document). Throws a message
 * saying what is wrong and how to fix it.
 */
export function declaredResponses(code: string): Map<string, DeclaredResponse> {
  const block = BLOCK.exec(code);
  if (!block) return new Map();
  let json: unknown;
  try {
    json = JSON.parse(block[1] ?? '');
  } catch (error) {
    throw new Error(`the application/x-quiz-dojo-responses block is not JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = declaration.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `the application/x-quiz-dojo-responses block at ${issue?.path.join('.') || 'its top'}: ${issue?.message} (give an object from URL to { status, headers, body })`,
    );
  }
  const outside = Object.keys(parsed.data).find((url) => !DECLARABLE.test(url));
  if (outside !== undefined)
    throw new Error(
      `the application/x-quiz-dojo-responses block declares ${outside}: only URLs on quiz-dojo.invalid or its subdomains can be served, such as http://api.quiz-dojo.invalid/me`,
    );
  return new Map(Object.entries(parsed.data));
}
