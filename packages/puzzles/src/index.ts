export * from './core/games.ts';
export * from './core/rng.ts';
export * from './core/text.ts';
export * from './core/duration.ts';
export * from './core/tiers.ts';
