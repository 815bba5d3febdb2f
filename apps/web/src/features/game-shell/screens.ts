/** The game shell's three screens (app/game-screens.ts puts them in one chunk with their extensions). */
export { default as LandingScreen } from './LandingScreen.tsx';
export { default as PlayScreen } from './PlayScreen.tsx';
export { default as EndScreen } from './EndScreen.tsx';
