// Starts the app once the server-rendered first screen is on screen (issue 24; apps/server/src/http/first-paint.ts
// writes the tag that names the entry, its preloads and the screen's own chunks): the first frame never waits for
// the app's download and evaluation. A hidden tab paints nothing and loads at once.
(() => {
  var tag = document.currentScript;
  var entry = tag?.getAttribute('data-entry');
  if (!entry) return;
  var list = (name) => (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  function add(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    add(link);
  }
  function load() {
    list('data-preload').forEach(preload);
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
    // The screen's chunks, one task each: a modulepreload link costs about a millisecond of the main thread to
    // insert (four on a phone), and a game's landing names about fifteen (issue 36).
    list('data-screen').forEach((href) => {
      setTimeout(() => preload(href), 0);
    });
  }
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(() => {
      setTimeout(load, 0);
    });
})();
