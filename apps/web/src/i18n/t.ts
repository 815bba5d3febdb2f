import { fr, type MessageKey } from './fr.ts';

/** Names of the `{name}` placeholders of a message, as a union of string literals. */
type PlaceholderNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

export type MessageParams<K extends MessageKey> = Record<PlaceholderNames<(typeof fr)[K]>, string | number>;

/** A message without placeholders takes no parameters; one with placeholders requires all of them. */
type ParamsArgument<K extends MessageKey> = [PlaceholderNames<(typeof fr)[K]>] extends [never]
  ? []
  : [params: MessageParams<K>];

/** The French text of a key, with its `{name}` placeholders filled in. */
export function t<K extends MessageKey>(key: K, ...args: ParamsArgument<K>): string {
  const message: string = fr[key];
  const params = args[0] as Record<string, string | number> | undefined;
  if (!params) return message;
  return message.replace(/\{([a-zA-Z0-9_]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export type { MessageKey };
