/**
 * French typography for display: the space before « ! ? : ; » and inside « » never breaks, so a
 * line never starts with a lone « ! ». The catalogue keeps the spec's plain spaces.
 */
export function keepPunctuationAttached(text: string): string {
  return text.replace(/ ([!?:;»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
