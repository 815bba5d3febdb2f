import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typographyProblems } from '@jdj/puzzles';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40: the French the server writes (HTTP refusals, the games' reasons, mails, push notifications, the
 * console's and the command line's messages) keeps the typography of the web catalogues (i18n/catalogues.test.ts):
 * curly apostrophes, « … », a no-break space before « : ; ! ? » and inside « ». A mail or a push notification
 * never goes through the web app's keepPunctuationAttached: the text must be right where it is written.
 *
 * Every string and template literal of the sources is read with TypeScript's parser (a `${…}` and the non-literal
 * operands of a `+` chain stand in as SLOT, a `const` of the same file holding a literal by its text). A literal
 * is French a person reads when, outside its « quoted » parts, it holds a French letter (é, à, ç…), an elision
 * (l’, d’, qu’, with either apostrophe) or a common French word standing alone (« des », « vous »…, not inside an
 * identifier, a path or a slug such as jeux-du-jour). A text with « » or a space before « : ; ! ? » (French
 * spacing: « planification : … », a « ; » joining French texts) counts too, unless English words surround it (an
 * English log line naming a French label). Import paths, SQL (`sql` tagged templates: code, their values are
 * data) and RegExp sources are not read. Before the check, what is code inside a text is set aside: HTML tags (the mails' markup, an
 * element named in a refusal) and words with a colon glued inside (postgres://u:p@hote:5432, hote[:port], 12:30).
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOTS = ['apps/server/src', 'packages/puzzles/src', 'packages/api/src'];

/** A migration's `before:` is what databases held when it was written: history, matched as it was stored. */
const isHistory = (file: string, found: SourceText) => file.startsWith('apps/server/src/db/migrations/') && found.property === 'before';

/** Stands for an unknown part of a text: no letter, digit nor space, so it makes no text French and ties to nothing. */
const SLOT = '\uE000';

interface SourceText {
  line: number;
  /** The last line of its source: a template written over several lines says where each of its lines is. */
  endLine: number;
  text: string;
  /** The property the literal is the value of (`before: '…'`), if any. */
  property?: string;
}

/** The string and template literals of a TypeScript source, a `+` chain of them as one text. */
function sourceTexts(fileName: string, source: string): SourceText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, string>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const declaration of node.declarations) {
        const value = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)))
          constants.set(declaration.name.text, value.text);
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(file);

  const isLiteral = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
  const isConcatenation = (node: ts.Node): node is ts.BinaryExpression => ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken;
  /** The operands of a `+` chain, left to right, parentheses opened. */
  const operands = (node: ts.Expression): ts.Expression[] => {
    const inner = ts.isParenthesizedExpression(node) ? node.expression : node;
    return isConcatenation(inner) ? [...operands(inner.left), ...operands(inner.right)] : [inner];
  };
  const slotOf = (node: ts.Expression) => (ts.isIdentifier(node) ? (constants.get(node.text) ?? SLOT) : SLOT);
  const literalText = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) =>
    ts.isTemplateExpression(node) ? node.head.text + node.templateSpans.map((span) => slotOf(span.expression) + span.literal.text).join('') : node.text;

  const found: SourceText[] = [];
  const record = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    const endLine = file.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
    const property = ts.isPropertyAssignment(node.parent) && node.parent.initializer === node ? node.parent.name.getText(file) : undefined;
    found.push({ line, endLine, text, ...(property ? { property } : {}) });
  };
  const calleeName = (node: ts.CallExpression | ts.NewExpression) => (ts.isIdentifier(node.expression) ? node.expression.text : undefined);

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || calleeName(node) === 'require')) return;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && calleeName(node) === 'RegExp') {
      node.arguments?.slice(1).forEach(visit);
      return;
    }
    if (ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText(file))) {
      if (ts.isTemplateExpression(node.template)) for (const span of node.template.templateSpans) visit(span.expression);
      return;
    }
    const parts = isConcatenation(node) && !isConcatenation(node.parent) ? operands(node) : isLiteral(node) ? [node] : undefined;
    if (parts?.some(isLiteral)) {
      record(node, parts.map((part) => (isLiteral(part) ? literalText(part) : slotOf(part))).join(''));
      for (const part of parts) {
        if (ts.isTemplateExpression(part)) for (const span of part.templateSpans) visit(span.expression);
        else if (!isLiteral(part)) visit(part);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const WORD_EDGE_BEFORE = '(?<![\\p{L}\\d_/.-])';
const WORD_EDGE_AFTER = '(?![\\p{L}\\d_/-]|\\.\\p{L})';
const FRENCH_WORDS = [
  ...['le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'au', 'aux', 'ce', 'cet', 'cette', 'ces', 'sa', 'ses', 'leur', 'leurs'],
  ...['et', 'ou', 'ni', 'mais', 'est', 'sont', 'pas', 'ne', 'se', 'il', 'elle', 'ils', 'qui', 'que', 'vous', 'votre', 'vos', 'nous', 'notre'],
  ...['pour', 'par', 'dans', 'avec', 'sans', 'sur', 'sous', 'chez', 'trop', 'moins', 'aucun', 'aucune', 'chaque', 'ici'],
  ...['jeu', 'jeux', 'mot', 'mots', 'jour', 'jours', 'partie', 'compte', 'joueur', 'ligue', 'grille', 'case', 'lien', 'adresse', 'fichier'],
  ...['inconnu', 'inconnue', 'invalide', 'attendu', 'attendue', 'manquant', 'manquante', 'introuvable', 'obligatoire'],
];
const FRENCH = new RegExp(`[àâæçéèêëîïôœùûüÿ]|(?<!\\p{L})(?:[cdjlmnst]|qu)['’]\\p{L}|${WORD_EDGE_BEFORE}(?:${FRENCH_WORDS.join('|')})${WORD_EDGE_AFTER}`, 'iu');
const ENGLISH = /(?<!\p{L})(?:the|of|for|is|are|not|and|to|with|from|in|at|by|was|has|this|that|or)(?!\p{L})/iu;

/** Whether a text is French a person reads (the heuristic above). */
function readsAsFrench(text: string): boolean {
  const outsideQuotes = text.replace(/«[^»]*»/g, ' ');
  if (FRENCH.test(outsideQuotes)) return true;
  return /[«»]|\s[:;!?]/.test(text) && !ENGLISH.test(outsideQuotes);
}

/** A text with its code set aside: HTML tags, and words with a colon glued inside (addresses, hote[:port], times). */
const withoutCode = (text: string) => text.replace(new RegExp(`<[/!]?[a-z${SLOT}][^<>]*>`, 'gi'), ' ').replace(/\S*\S:\S\S*/g, ' ');

/** A text as the failure shows it: its unknown parts as {…}, its no-break spaces as ⍽. */
const shown = (text: string) =>
  text
    .replaceAll(SLOT, '{…}')
    .replace(/[\u00a0\u202f]/g, '⍽')
    .slice(0, 160);

/** The faults of a source's French texts, one a line of text: « line: problems — text ». */
function frenchFaults(texts: readonly SourceText[], skip: (found: SourceText) => boolean = () => false): string[] {
  return texts.flatMap((found) => {
    if (skip(found) || !readsAsFrench(found.text)) return [];
    const lines = found.text.split('\n');
    const written = found.endLine - found.line === lines.length - 1;
    return lines.flatMap((lineText, index) => {
      const problems = typographyProblems(withoutCode(lineText));
      return problems.length === 0 ? [] : [`${found.line + (written ? index : 0)}: ${problems.join(', ')} — ${shown(lineText.trim())}`];
    });
  });
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

describe('the server’s French texts (issue 40)', () => {
  const texts = new Map(ROOTS.flatMap(sourceFiles).map((file) => [file, sourceTexts(file, fs.readFileSync(path.join(repo, file), 'utf8'))] as const));
  const faultsOf = (file: string) => frenchFaults(texts.get(file) ?? [], (found) => isHistory(file, found));
  const french = (file: string) => (texts.get(file) ?? []).filter((found) => readsAsFrench(found.text));

  it('are all read: the refusals, the games’ reasons, the mails and the notifications', () => {
    expect(texts.size).toBeGreaterThan(250);
    expect([...texts.keys()].flatMap(french).length).toBeGreaterThan(700);
    for (const file of ['apps/server/src/mail/templates.ts', 'apps/server/src/services/reminders/reminder-message.ts', 'apps/server/src/auth/errors.ts'])
      expect(french(file).length, file).toBeGreaterThan(1);
  });

  it('keep curly apostrophes, « … » and no-break spaces', () => {
    const faults = [...texts.keys()].flatMap((file) => faultsOf(file).map((fault) => `${file}:${fault}`));
    expect(faults).toEqual([]);
  });
});

describe('the French texts’ reader', () => {
  const source = [
    "import { x } from './jeux-du-jour.ts';",
    "throw new HttpError(400, 'Mot inconnu : réessayez');",
    'log.warn(`database unreachable: #{error}`);',
    'const message = `legal notice incomplete for #{slugs}: fill « Mentions légales »`;',
    'const row = sql`SELECT id FROM game WHERE slug = #{slug}`;',
    "const pattern = new RegExp('^le (mot|jeu) ?$');",
    "const title = 'C’est l' + `'adresse de #{name}` + ' !';",
    'const NB = "\\u00a0";',
    'const tied = `Série de #{days}#{NB}jours#{NB}: jouez avant minuit#{NB}!`;',
    "const hint = 'une adresse postgres://utilisateur:motdepasse@hote:5432/base ou https://hote[:port]';",
    'const html = `<p style="margin:0 0 16px">Copiez ce lien\u00a0:<br><a href="#{href}">#{href}</a></p>`;',
    "const sep = ' : ';",
    'const header = \'attachment; filename="mes-donnees-jeux-du-jour.json"\';',
    'process.stderr.write(`\\rplanification : #{month}…`);',
  ]
    .join('\n')
    .replaceAll('#{', '$' + '{'); // the sample's templates, written so that this file holds none

  it('reads literals, templates and + chains, and leaves imports, SQL and RegExp sources out', () => {
    const texts = sourceTexts('sample.ts', source).map((found) => `${found.line} ${found.text}`);
    expect(texts).toContain('2 Mot inconnu : réessayez');
    expect(texts).toContain(`7 C’est l'adresse de ${SLOT} !`);
    expect(texts).toContain('9 Série de \uE000\u00a0jours\u00a0: jouez avant minuit\u00a0!');
    expect(texts.some((text) => /jeux-du-jour\.ts|SELECT|\^le/.test(text))).toBe(false);
  });

  it('flags the French ones with their line and problem, not English, code nor markup', () => {
    expect(frenchFaults(sourceTexts('sample.ts', source))).toEqual([
      '2: espace sécable — Mot inconnu : réessayez',
      "7: apostrophe droite, espace sécable — C’est l'adresse de {…} !",
      '12: espace sécable — :',
      '14: espace sécable — planification : {…}…',
    ]);
  });

  it('names the line each line of a template is written on, and sets a migration’s history aside', () => {
    const usage = "const USAGE = `Utilisation\u00a0: npm run admin\n\nLe compte doit exister : inscrivez-vous d'abord`;";
    expect(frenchFaults(sourceTexts('usage.ts', usage))).toEqual(["3: apostrophe droite, espace sécable — Le compte doit exister : inscrivez-vous d'abord"]);
    const migration = "export const TEXTS = [{ before: 'Enchaînez 5 mots : chacun…', after: 'Enchaînez 5 mots\u00a0: chacun…' }];";
    const file = 'apps/server/src/db/migrations/0099-texts.ts';
    expect(frenchFaults(sourceTexts(file, migration), (found) => isHistory(file, found))).toEqual([]);
    const service = 'apps/server/src/services/texts.ts';
    expect(frenchFaults(sourceTexts(service, migration), (found) => isHistory(service, found))).toEqual(['1: espace sécable — Enchaînez 5 mots : chacun…']);
  });
});
