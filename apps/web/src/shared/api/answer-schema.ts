import { once } from '../loading/once.ts';

/**
 * What the API client needs of an answer's schema: the Standard Schema interface that zod's schemas
 * implement. The client calls it without importing zod, so zod stays out of the home page's first download.
 */
export interface AnswerSchema<T> {
  readonly '~standard': {
    validate(value: unknown): StandardResult<T> | Promise<StandardResult<T>>;
  };
}

type StandardResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly { readonly message: string }[] };

/**
 * An answer's schema of packages/api, loaded with its domain's module the first time a call needs it (each
 * domain is a small chunk; zod's own code is one more, shared).
 */
export type Answer<T> = () => Promise<AnswerSchema<T>>;

/** The answer schema `pick` takes from a domain module, loaded once. */
export function answerFrom<M, T>(load: () => Promise<M>, pick: (module: M) => AnswerSchema<T>): Answer<T> {
  const loaded = once(load);
  return async () => pick(await loaded());
}

/** Checks `value` against the schema: its value, or the first problem's message. */
export async function checkAnswer<T>(answer: Answer<T>, value: unknown): Promise<{ ok: true; value: T } | { ok: false; problem: string }> {
  const result = await (await answer())['~standard'].validate(value);
  if (result.issues) return { ok: false, problem: result.issues[0]?.message ?? 'forme inattendue' };
  return { ok: true, value: result.value };
}
