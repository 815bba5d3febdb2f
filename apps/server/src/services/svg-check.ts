/**
 * Whether an SVG file may be served as a partner's logo (issue 38): refused, never rewritten, when it holds
 * anything that could run, load or link — a script, an event attribute, a foreign element (HTML inside SVG), an
 * animation (which can rewrite a link), a link or a resource outside the file, an entity declaration. What is
 * left is drawing: shapes, text, gradients, filters, clip paths and masks, and styles that name nothing outside.
 * Its own small reader, not a general XML parser: anything it does not understand is a refusal.
 */

export type SvgVerdict = { ok: true } | { ok: false; reason: string };

/** The drawing elements of SVG 1.1/2 a logo needs (lower case). */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textpath',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'pattern',
  'marker',
  'style',
  'filter',
  'feblend',
  'fecolormatrix',
  'fecomponenttransfer',
  'fecomposite',
  'fedropshadow',
  'feflood',
  'fefunca',
  'fefuncb',
  'fefuncg',
  'fefuncr',
  'fegaussianblur',
  'femerge',
  'femergenode',
  'femorphology',
  'feoffset',
]);

/** Namespaces a logo may declare: SVG, XLink, and the inert bookkeeping of drawing programs. */
const NAMESPACES = new Set([
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/ImageReplacement/1.0/',
  'http://ns.adobe.com/xap/1.0/',
]);

/** Prefixes an element or attribute may carry besides those declared with an allowed namespace. */
const BUILT_IN_PREFIXES = new Set(['xml', 'xmlns', 'xlink']);

/** CSS or attribute text that reaches outside the file or runs something. */
const OUTSIDE = /(?:javascript|vbscript|data)\s*:|@import|expression\s*\(|-moz-binding|behavior\s*:/i;
/** url(…) pointing anywhere but into the file (#id). */
const FOREIGN_URL = /url\(\s*(?!['"]?#)/i;

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;

const refuse = (reason: string): SvgVerdict => ({ ok: false, reason });

function checkStyleText(css: string, where: string): SvgVerdict | null {
  if (OUTSIDE.test(css) || FOREIGN_URL.test(css)) return refuse(`Ce SVG charge une ressource extérieure ou du code dans ${where} : il est refusé.`);
  return null;
}

function checkAttribute(element: string, name: string, value: string, prefixes: Map<string, string>): SvgVerdict | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return refuse(`Ce SVG contient un attribut d’évènement (${name} sur <${element}>), qui lancerait un script : il est refusé.`);
  if (lower === 'xmlns' || lower.startsWith('xmlns:')) {
    if (!NAMESPACES.has(value.trim())) return refuse(`Ce SVG déclare un espace de noms non accepté (${value.trim().slice(0, 80)}) : il est refusé.`);
    if (lower.startsWith('xmlns:')) prefixes.set(name.slice(6), value.trim());
    return null;
  }
  const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : undefined;
  if (prefix !== undefined && !BUILT_IN_PREFIXES.has(prefix) && !prefixes.has(prefix))
    return refuse(`Ce SVG utilise un préfixe non déclaré (${name}) : il est refusé.`);
  if (lower === 'href' || lower.endsWith(':href')) {
    if (!value.trim().startsWith('#'))
      return refuse(`Ce SVG fait un lien vers l’extérieur (attribut ${name} de <${element}>, valeur « ${value.trim().slice(0, 60)} ») : il est refusé.`);
    return null;
  }
  if (lower === 'style') return checkStyleText(value, `un attribut style de <${element}>`);
  if (OUTSIDE.test(value) || FOREIGN_URL.test(value))
    return refuse(`Ce SVG charge une ressource extérieure ou du code (${name} sur <${element}>) : il est refusé.`);
  return null;
}

const XML_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});)/i;

/** Reads `text` (the file as UTF-8) and says whether it is a logo that only draws. */
export function checkSvg(text: string): SvgVerdict {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: string[] = [];
  /** Declared prefixes, for the whole file (a logo declares them on its root). */
  const prefixes = new Map<string, string>();
  let sawRoot = false;
  let inStyle = false;
  let inMetadata = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const chunk = text.slice(at, open === -1 ? text.length : open);
    if (XML_ENTITY.test(chunk)) return refuse('Ce SVG utilise une entité XML inconnue : il est refusé.');
    if (inStyle) {
      const verdict = checkStyleText(chunk, 'une feuille de style <style>');
      if (verdict) return verdict;
    } else if (stack.length === 0 && chunk.trim() !== '') return refuse('Ce fichier n’est pas un SVG : du texte se trouve hors de l’élément <svg>.');
    if (open === -1) break;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end === -1) return refuse('Ce SVG est mal formé (commentaire non fermé).');
      at = end + 3;
      continue;
    }
    if (text.startsWith('<?', open)) {
      const end = text.indexOf('?>', open);
      if (end === -1 || sawRoot || !/^<\?xml[\s?]/.test(text.slice(open, open + 6)))
        return refuse('Ce SVG contient une instruction de traitement : il est refusé.');
      at = end + 2;
      continue;
    }
    if (text.startsWith('<!', open)) {
      // DOCTYPE (entities: a billion laughs, or a file read on the server), CDATA (a hidden script's usual cover).
      return refuse('Ce SVG contient une déclaration DOCTYPE, ENTITY ou CDATA : il est refusé. Exportez-le en SVG simple.');
    }
    if (text.startsWith('</', open)) {
      const match = NAME.exec(text.slice(open + 2));
      const end = text.indexOf('>', open);
      if (!match || end === -1 || stack.pop() !== match[0]) return refuse('Ce SVG est mal formé (balise fermante inattendue).');
      if (match[0].toLowerCase() === 'style') inStyle = false;
      if (inMetadata > 0) inMetadata--;
      at = end + 1;
      continue;
    }
    // An element: its name, then its attributes, until > or />.
    const match = NAME.exec(text.slice(open + 1));
    if (!match) return refuse('Ce SVG est mal formé (balise illisible).');
    const name = match[0];
    let cursor = open + 1 + name.length;
    const attributes: [string, string][] = [];
    let selfClosing = false;
    for (;;) {
      const rest = text.slice(cursor);
      const space = /^\s*/.exec(rest)![0].length;
      cursor += space;
      if (text.startsWith('/>', cursor)) {
        selfClosing = true;
        cursor += 2;
        break;
      }
      if (text[cursor] === '>') {
        cursor += 1;
        break;
      }
      const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(text.slice(cursor));
      if (!attribute || (space === 0 && attributes.length > 0)) return refuse(`Ce SVG est mal formé (attribut illisible sur <${name}>).`);
      const value = attribute[2] ?? attribute[3] ?? '';
      if (XML_ENTITY.test(value)) return refuse('Ce SVG utilise une entité XML inconnue : il est refusé.');
      attributes.push([
        attribute[1]!,
        value.replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, digits: string) => String.fromCodePoint(Number.parseInt(digits, hex ? 16 : 10))),
      ]);
      cursor += attribute[0].length;
    }
    if (!sawRoot) {
      if (name !== 'svg') return refuse('Ce fichier n’est pas un SVG : son élément racine n’est pas <svg>.');
      sawRoot = true;
    } else if (stack.length === 0) return refuse('Ce SVG est mal formé (plusieurs éléments racine).');
    for (const [attributeName, value] of attributes.filter(([n]) => n.toLowerCase().startsWith('xmlns'))) {
      const verdict = checkAttribute(name, attributeName, value, prefixes);
      if (verdict) return verdict;
    }
    const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : undefined;
    if (prefix !== undefined) {
      // The bookkeeping of drawing programs (sodipodi:namedview, rdf:RDF…): inert, but never a known trap.
      if (!prefixes.has(prefix) || prefixes.get(prefix) === 'http://www.w3.org/2000/svg')
        return refuse(`Ce SVG contient un élément non accepté (<${name}>) : il est refusé.`);
    } else if (inMetadata === 0 && !ELEMENTS.has(name.toLowerCase())) {
      const what = name.toLowerCase() === 'script' ? `un script (<${name}>)` : `un élément non accepté (<${name}>)`;
      return refuse(`Ce SVG contient ${what} : il est refusé. Exportez le logo sans script, lien ni contenu HTML.`);
    } else if (inMetadata > 0 && !ELEMENTS.has(name.toLowerCase())) return refuse(`Ce SVG contient un élément non accepté (<${name}>) : il est refusé.`);
    for (const [attributeName, value] of attributes.filter(([n]) => !n.toLowerCase().startsWith('xmlns'))) {
      const verdict = checkAttribute(name, attributeName, value, prefixes);
      if (verdict) return verdict;
    }
    if (!selfClosing) {
      stack.push(name);
      if (name.toLowerCase() === 'style') inStyle = true;
      if (name.toLowerCase() === 'metadata' || inMetadata > 0) inMetadata++;
    }
    at = cursor;
  }
  if (!sawRoot) return refuse('Ce fichier n’est pas un SVG : aucun élément <svg>.');
  if (stack.length > 0) return refuse('Ce SVG est mal formé (élément non fermé).');
  return { ok: true };
}
