import * as z from 'zod/mini';

/** Every failure of the API: `{ code, message }`, the message French and safe to show. */
export const ApiError = z.object({ code: z.number(), message: z.string() });
export type ApiError = z.infer<typeof ApiError>;

/** Every success of the API: `{ code: 200, data }` (201 for a created score). */
export interface ApiSuccess<T> {
  code: 200;
  data: T;
}

/** The success envelope around an answer's schema. */
export const successOf = <T extends z.ZodMiniType>(data: T) => z.object({ code: z.number(), data });
