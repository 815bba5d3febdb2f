/** Icons of the grid games' tools (decorative: each button has its text). */
const line = (d: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={d} />
  </svg>
);

export const PencilIcon = () => line('M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4');
export const EraserIcon = () => line('M8 20h12M4.6 15.4l9.8-9.8a2 2 0 0 1 2.8 0l2.2 2.2a2 2 0 0 1 0 2.8L11 19H8.2l-3.6-3.6Zm4.4-5.4 5 5');
export const ResetIcon = () => line('M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5');
export const UndoIcon = () => line('M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11');
export const RedoIcon = () => line('m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13');
