/**
 * The three shared game screens in one chunk: they share most of their code (top bar, calendars, day
 * status, modals), and one chunk keeps the bundler from splitting React out of the home page's bundle.
 */
export { default as LandingScreen } from './LandingScreen.tsx';
export { default as PlayScreen } from './PlayScreen.tsx';
export { default as EndScreen } from './EndScreen.tsx';
