/** Whether the app already runs installed (its own window, or iOS "Add to Home Screen"). */
export function isRunningStandalone(win: Window = window): boolean {
  const displayStandalone = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return displayStandalone || iosStandalone;
}
