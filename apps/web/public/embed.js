/*
 * Jeux du Jour, embed script for the host page (issue 38). Paste it once on a page that holds one or more
 * <iframe data-jdj-embed src="https://…/embed/…"> frames: each frame then takes the height of its content.
 * The protocol (docs/operations.md, « Launching a partner »): the frame posts
 * { type: 'jdj-embed:height', height: <CSS pixels> } to this page whenever its content's height changes; this
 * script accepts it only from the origin it was loaded from, and only for the frame that sent it.
 */
(() => {
  const script = document.currentScript;
  const origin = script?.src ? new URL(script.src).origin : null;
  if (!origin) return;
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== origin || !data || data.type !== 'jdj-embed:height' || typeof data.height !== 'number' || !Number.isFinite(data.height)) return;
    for (const frame of document.querySelectorAll('iframe[data-jdj-embed]')) {
      if (frame.contentWindow === event.source) frame.style.height = `${Math.max(120, Math.min(20000, Math.ceil(data.height)))}px`;
    }
  });
})();
