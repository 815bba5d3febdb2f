/**
 * French typography for display: the space before « ! ? : ; » and inside « » never breaks, so a line never
 * starts with a lone « ! », and a number stays with the word after it (« 210 s », « 3 erreurs »): texts
 * that come from elsewhere (the server's reasons) read as the catalogues do.
 */
export function keepPunctuationAttached(text: string): string {
  return text
    .replace(/ ([!?:;»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/(\d) (?=\S)/g, '$1\u00a0');
}
