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

  // A page the server rendered holds the app's scripts in an inert <template> (server/web/pages.ts),
  // started once that page has painted: on a slow link they would otherwise share the bandwidth with
  // the HTML and CSS the first paint waits for (docs/decisions/0006). A small page can finish loading
  // before its first paint, so the load event only starts them where paint timing is missing.
  var started = false;
  function startApp() {
    var scripts = document.getElementById('app-scripts');
    if (started || !scripts) return;
    started = true;
    // The entry script comes first; each modulepreload link then costs the main thread 1 to 4 ms
    // here (a slow phone 12 times that), so the links follow one to a task: four to a task made
    // tasks of 5 to 16 ms, which Lighthouse's 12x pass counts as blocking (docs/decisions/0006).
    var nodes = Array.prototype.slice.call(document.importNode(scripts.content, true).childNodes);
    (function appendNext() {
      document.head.append(nodes.shift());
      if (nodes.length > 0) window.setTimeout(appendNext, 0);
    })();
  }
  function afterPaint() {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startApp);
    else window.setTimeout(startApp, 0);
  }
  var observer;
  try {
    observer = new window.PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    observer = undefined;
  }
  if (!observer) window.addEventListener('load', startApp);
})();
