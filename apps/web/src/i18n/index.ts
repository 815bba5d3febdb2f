export { t } from './t.ts';
export type { MessageKey, MessageParams } from './t.ts';
export { keepPunctuationAttached } from './typography.ts';
