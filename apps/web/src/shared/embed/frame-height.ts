/**
 * The frame's side of the embed protocol (issue 38, docs/operations.md « Launching a partner »): whenever the
 * page's height changes, `{ type: 'jdj-embed:height', height }` (CSS pixels, an integer) goes to the page that
 * frames it, which sets the frame's height (public/embed.js). Only to that page's origin: the browser drops
 * the message if another site framed it since.
 */

export const HEIGHT_MESSAGE = 'jdj-embed:height';

/** The origin of the page that frames this one, or null (not framed, or unknown). */
export function framingOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** The height the frame needs: the app's content, or an open dialog's if taller. */
export function contentHeight(root: HTMLElement): number {
  let height = root.getBoundingClientRect().height;
  for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"]')) height = Math.max(height, dialog.scrollHeight + 32);
  return Math.ceil(height);
}

/** Tells the framing page the content's height now and at every change; returns how to stop. */
export function reportFrameHeight(root: HTMLElement): () => void {
  const origin = framingOrigin();
  if (window.parent === window || origin === null) return () => {};
  let last = -1;
  const send = () => {
    const height = contentHeight(root);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, origin);
  };
  const observer = new ResizeObserver(send);
  observer.observe(root);
  // A dialog opening or closing changes no size of the root: watch the page's children too.
  const mutations = new MutationObserver(send);
  mutations.observe(document.body, { childList: true, subtree: true });
  send();
  return () => {
    observer.disconnect();
    mutations.disconnect();
  };
}
