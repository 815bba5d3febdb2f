// Starts the app once the server-rendered first screen is on screen (issue 24; apps/server/src/http/first-paint.ts
// writes the tag that names the entry and its preloads): the first frame never waits for the app's download
// and evaluation. A hidden tab paints nothing and loads at once.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function add(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
  }
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})();
