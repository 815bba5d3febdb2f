export * from './grid.ts';
export * from './row-track.ts';
