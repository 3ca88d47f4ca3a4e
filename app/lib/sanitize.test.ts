import { describe, expect, it } from 'vitest';
import { sanitizeQuestionHtml } from './sanitize';

describe('sanitizeQuestionHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p>What does <code>x</code> print?</p><pre><code>let x = 1;</code></pre>' +
      '<ul><li><strong>a</strong></li></ul><ol><li><em>b</em><br></li></ol>';
    expect(sanitizeQuestionHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, javascript: URLs, images and styles', () => {
    const hostile =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script></p>' +
      '<img src=x onerror="alert(3)"><a href="javascript:alert(4)">link</a>' +
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>' +
      '<svg><script>alert(5)</script></svg>';
    const clean = sanitizeQuestionHtml(hostile);
    expect(clean).toBe('<p>Hi</p>link');
  });

  it('drops every attribute, classes included', () => {
    expect(sanitizeQuestionHtml('<pre class="x"><code class="language-js" id="y">1</code></pre>')).toBe(
      '<pre><code>1</code></pre>',
    );
  });
});
