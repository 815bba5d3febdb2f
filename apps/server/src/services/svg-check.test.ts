import { describe, expect, it } from 'vitest';
import { checkSvg } from './svg-check.ts';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('an SVG logo that only draws (issue 38)', () => {
  it.each([
    [
      'shapes, text and a gradient',
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="8">Jdj</text>',
      ),
    ],
    [
      'an XML declaration, a comment, a title and a style that names nothing outside',
      `<?xml version="1.0"?>\n<!-- logo -->\n${svg('<title>Le Journal</title><style>.a{fill:#c00}</style><path class="a" d="M0 0h5v5z"/>')}`,
    ],
    [
      'an internal reference',
      svg('<symbol id="s"><circle r="2"/></symbol><use href="#s" x="3"/><use xlink:href="#s"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
    ],
    [
      'a drawing program’s bookkeeping',
      svg(
        '<sodipodi:namedview id="n"/><metadata><rdf:RDF><cc:Work/></rdf:RDF></metadata><g inkscape:label="Calque"/>',
        ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#"',
      ),
    ],
    ['entities of XML itself', svg('<text>Jeux &amp; lettres &#233;</text>')],
  ])('takes %s', (_what, text) => {
    expect(checkSvg(text)).toEqual({ ok: true });
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), 'un script (<script>)'],
    ['a script in another case', svg('<SCRIPT>alert(1)</SCRIPT>'), 'un script (<SCRIPT>)'],
    ['an event attribute', svg('<rect onload="alert(1)"/>'), 'attribut d’évènement (onload sur <rect>)'],
    ['an event attribute in capitals', svg('<rect ONCLICK="alert(1)"/>'), 'attribut d’évènement (ONCLICK'],
    ['HTML inside', svg('<foreignObject><div>x</div></foreignObject>'), 'élément non accepté (<foreignObject>)'],
    ['the HTML namespace under a prefix', svg('<h:script>x</h:script>', ' xmlns:h="http://www.w3.org/1999/xhtml"'), 'espace de noms non accepté'],
    ['an undeclared prefix', svg('<h:script>x</h:script>'), 'élément non accepté (<h:script>)'],
    ['an animation that rewrites a link', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'), 'élément non accepté (<a>)'],
    ['a link outside', svg('<use href="https://ailleurs.example/s.svg#a"/>'), 'lien vers l’extérieur'],
    ['a javascript: link', svg('<use xlink:href="javascript:alert(1)"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'), 'lien vers l’extérieur'],
    ['an outside picture in a fill', svg('<rect fill="url(https://ailleurs.example/x.png)"/>'), 'ressource extérieure'],
    ['an import in a style', svg('<style>@import url(https://ailleurs.example/x.css);</style>'), 'ressource extérieure ou du code dans une feuille de style'],
    [
      'a data: address in a style attribute',
      svg('<rect style="fill:url(data:image/png;base64,AAAA)"/>'),
      'ressource extérieure ou du code dans un attribut style',
    ],
    ['a raster image', svg('<image href="#x"/>'), 'élément non accepté (<image>)'],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('<text>&a;</text>')}`, 'DOCTYPE, ENTITY ou CDATA'],
    ['a CDATA section', svg('<style><![CDATA[.a{}]]></style>'), 'DOCTYPE, ENTITY ou CDATA'],
    ['an unknown entity', svg('<text>&lol;</text>'), 'entité XML inconnue'],
    ['a processing instruction', `${svg('')}<?php echo 1; ?>`, 'instruction de traitement'],
    ['another root element', '<html><svg/></html>', 'son élément racine n’est pas <svg>'],
    ['two root elements', `${svg('')}${svg('')}`, 'plusieurs éléments racine'],
    ['an element left open', '<svg xmlns="http://www.w3.org/2000/svg"><g>', 'élément non fermé'],
    ['a broken attribute', svg('<rect width=10/>'), 'attribut illisible sur <rect>'],
    ['text outside the root', `texte${svg('')}`, 'hors de l’élément <svg>'],
  ])('refuses %s, saying so in French', (_what, text, reason) => {
    const verdict = checkSvg(text);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.reason).toContain(reason);
  });
});
