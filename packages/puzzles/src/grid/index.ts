export * from './grid.ts';
