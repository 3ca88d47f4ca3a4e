/* global window, document */
// Loaded by a plain <script src> before the CSS, so the first paint already has the right theme
// without an inline script (the Content-Security-Policy allows scripts from our origin only).
// The key must match app/lib/theme.ts.
(function () {
  var query = window.matchMedia('(prefers-color-scheme: dark)');
  function stored() {
    try {
      return window.localStorage.getItem('quiz-dojo:theme');
    } catch {
      return null;
    }
  }
  function apply() {
    var choice = stored();
    var dark = choice === 'dark' || (choice !== 'light' && query.matches);
    document.documentElement.classList.toggle('dark', dark);
  }
  apply();
  // Without a choice of their own, visitors follow the system, also when it changes.
  query.addEventListener('change', apply);
})();
