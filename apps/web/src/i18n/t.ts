import { fr, type MessageKey } from './fr.ts';

/** Names of the `{name}` placeholders of a message, as a union of string literals. */
type PlaceholderNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholderNames<Rest> : never;

export type MessageParams<K extends MessageKey> = Record<PlaceholderNames<(typeof fr)[K]>, string | number>;

/** A message without placeholders takes no parameters; one with placeholders requires all of them. */
type ParamsArgument<S extends string> = [PlaceholderNames<S>] extends [never] ? [] : [params: Record<PlaceholderNames<S>, string | number>];

/**
 * The typed lookup of one catalogue. The shell's texts are in fr.ts; a game's own texts live in a catalogue
 * of their own (i18n/fr-{game}.ts) that only the game's chunk loads, so the home page never carries them.
 */
export type Translator<C extends Readonly<Record<string, string>>> = <K extends keyof C & string>(key: K, ...args: ParamsArgument<C[K]>) => string;

export function translator<C extends Readonly<Record<string, string>>>(catalogue: C): Translator<C> {
  return (key, ...args) => {
    const message: string = catalogue[key] as string;
    const params = args[0] as Record<string, string | number> | undefined;
    if (!params) return message;
    return message.replace(/\{([a-zA-Z0-9_]+)\}/g, (placeholder, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : placeholder));
  };
}

/** The French text of a key, with its `{name}` placeholders filled in. */
export const t: Translator<typeof fr> = translator(fr);

export type { MessageKey };
