export * from './normalise.ts';
