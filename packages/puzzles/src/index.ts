export * from './core/games.ts';
export * from './core/rng.ts';
export * from './core/text.ts';
export * from './core/duration.ts';
export * from './core/tiers.ts';
export * from './core/game-module.ts';
export * from './core/dates.ts';
export * from './core/streak.ts';
