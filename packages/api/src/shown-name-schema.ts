import * as z from 'zod/mini';
import { shownNameProblem, shownNameMessage } from './shown-name.ts';

/**
 * What the server reads on a shown name's refusal: `sentence` says the message is whole (it names the field
 * as the player sees it), `tooLong` that it is about length (the FIELD_TOO_LONG code of the account's fields).
 */
export interface ShownNameIssueParams {
  sentence: true;
  tooLong: boolean;
}

/** The rule of shown names (shown-name.ts) as a check of a trimmed string; `label` names the field with its article. */
export function shownNameCheck(label: string, max: number) {
  return z.check<string>((ctx) => {
    const problem = shownNameProblem(ctx.value, max);
    if (!problem) return;
    const params: ShownNameIssueParams = { sentence: true, tooLong: problem === 'too-long' };
    ctx.issues.push({ code: 'custom', message: shownNameMessage(problem, label, max), input: ctx.value, params });
  });
}

/** A shown name, trimmed, required, at most `max` graphemes. */
export function shownName(label: string, max: number) {
  return z.string().check(z.trim(), z.minLength(1, 'obligatoire'), shownNameCheck(label, max));
}

/** The whole sentence of a shown name's refusal, or undefined for any other issue. */
export function shownNameSentence(issue: z.core.$ZodIssue | undefined): { message: string; tooLong: boolean } | undefined {
  if (issue?.code !== 'custom') return undefined;
  const params = issue.params as Partial<ShownNameIssueParams> | undefined;
  return params?.sentence ? { message: issue.message, tooLong: params.tooLong === true } : undefined;
}
