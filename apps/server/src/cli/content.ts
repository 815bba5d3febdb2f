import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildableGames,
  checkWordGames,
  committedWordContent,
  contentKeyOf,
  type DailyRecord,
  dailyBuilder,
  daysLeft,
  extendPlans,
  failingPlannedDays,
  isWordGame,
  type PlanResult,
  type Schedule,
  WORD_GAMES,
  type WordGame,
  scheduleDirOf,
  writeSchedule,
} from '@jdj/content';
import {
  addDays,
  CONTENT_STREAMS,
  dateInTimeZone,
  daysBetween,
  type IsoDate,
  isGameSlug,
  isIsoDate,
  isStreamId,
  MAIN_STREAM,
  type StreamId,
  streamById,
} from '@jdj/puzzles';
import { resolveAuthSecret } from '../auth/secret.ts';
import { callerDirectory, ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { datesBetween, missingDates, readRecords, storeRecords } from '../services/daily-puzzles.ts';
import { publishedThrough, refusalMessage, replaceDays, type ReplacementOutcome } from '../services/day-replacement.ts';
import { isRecordShape, validateRecord } from '../services/content-records.ts';

/**
 * `npm run content -- <command>`: prepares the daily puzzles ahead of time.
 * What a day holds is decided in packages/content (generators, lexicon, plans); this command plans the
 * word games, checks what will be published and stores it in the database that `npm start` uses
 * (same DATA_DIR / DATABASE_URL).
 */
const USAGE = `Utilisation : npm run content -- <commande> [options]

Commandes
  plan       prolonge le planning des jeux de lettres jusqu’à --until (packages/content/data/schedule,
             et data/schedule/<flux>/ pour un autre flux que ${MAIN_STREAM})
             [--replace-from] choisit de nouveau les jours planifiés qui échouent aux vérifications
  generate   génère et enregistre les jours manquants              --from, --to | --days, [--game], [--replace],
                                                                   [--replace-past]
  check      vérifie le contenu d’une période, enregistré ou à venir, et les jours restants
                                                                   --from, --to | --days, [--game]
  export     écrit une période en JSON (ce qui est ou sera publié)  --from, --to | --days, [--game], [--out fichier]
  import     enregistre les jours d’un fichier JSON                <fichier>, [--replace], [--replace-past]
  status     jours de contenu restants et jours déjà enregistrés, par jeu

Options
  --game      un jeu (${buildableGames().join(', ')}) ou « all » (défaut)
  --from      première date AAAA-MM-JJ (défaut : aujourd’hui)
  --to        dernière date incluse (défaut : 30 jours après --from), ou --days N jours
  --until     dernière date à planifier (plan ; défaut : deux ans après aujourd’hui)
  --replace-from  premier jour planifié qui peut être remplacé s’il échoue aux vérifications (plan ;
              aujourd’hui au plus tôt : un jour publié garde ses mots)
  --replace   remplace aussi les jours à venir déjà enregistrés ; un jour déjà publié (aujourd’hui ou avant,
              dans le fuseau d’un fournisseur) n’est jamais remplacé ainsi, ni un jour qui a des scores
  --replace-past AAAA-MM-JJ[,AAAA-MM-JJ…]
              remplace aussi ces jours déjà publiés, et eux seuls, s’ils n’ont aucun score (à réserver aux
              erreurs : les joueurs suivants verront la nouvelle grille)
  --stream    le flux de contenu (${CONTENT_STREAMS.map((s) => s.id).join(', ')} ; défaut ${MAIN_STREAM}) : les
              fournisseurs d’un flux partagent ses grilles, chaque flux a les siennes
  --timezone  fuseau du « aujourd’hui » (défaut : celui du flux)`;

class UsageError extends Error {}

function gamesOf(option: string | undefined): string[] {
  if (!option || option === 'all') return buildableGames();
  if (!isGameSlug(option) || !dailyBuilder(option)) {
    throw new UsageError(`Jeu inconnu ou sans contenu quotidien : ${option} (disponibles : ${buildableGames().join(', ')})`);
  }
  return [option];
}

function dateOption(value: string | undefined, fallback: IsoDate, name: string): IsoDate {
  if (value === undefined) return fallback;
  if (!isIsoDate(value)) throw new UsageError(`--${name} : date AAAA-MM-JJ attendue, reçu « ${value} »`);
  return value;
}

function rangeEnd(from: IsoDate, to: string | undefined, days: string | undefined): IsoDate {
  if (to !== undefined && days !== undefined) throw new UsageError('--to et --days ne vont pas ensemble : choisissez-en un');
  if (days !== undefined) {
    if (!/^\d{1,4}$/.test(days) || Number(days) < 1) throw new UsageError(`--days : nombre de jours de 1 à 9999 attendu, reçu « ${days} »`);
    return addDays(from, Number(days) - 1);
  }
  const end = dateOption(to, addDays(from, 30), 'to');
  if (end < from) throw new UsageError('--to doit être postérieure ou égale à --from');
  return end;
}

/** "245 jour(s)" of content left after today in a stream, or "illimité" for generated games. */
function contentLeft(stream: StreamId, game: string, today: IsoDate): string {
  return isWordGame(game) ? `${daysLeft(committedWordContent(stream), game, today)} jour(s) de contenu` : 'contenu généré sans limite';
}

/** Every other stream's plans as one: per game and day, all their answers. */
function otherStreamsPlans(): Map<WordGame, Schedule> {
  const merged = new Map<WordGame, Schedule>(WORD_GAMES.map((game) => [game, new Map()]));
  for (const { id } of CONTENT_STREAMS) {
    if (id === MAIN_STREAM) continue;
    for (const [game, schedule] of committedWordContent(id).schedules) {
      const into = merged.get(game)!;
      for (const [date, words] of schedule) into.set(date, [...(into.get(date) ?? []), ...words]);
    }
  }
  return merged;
}

/** How many times `plan --replace-from` chooses again the days that still fail. */
const REPLAN_TRIES = 12;

function planCommand(stream: StreamId, until: IsoDate, today: IsoDate, replaceFrom: IsoDate | undefined): number {
  const content = committedWordContent(stream);
  if (content.loadErrors.length > 0) {
    for (const error of content.loadErrors) console.error(error);
    console.error('planification annulée : corrigez d’abord le lexique et les plannings');
    return 2;
  }
  if (replaceFrom !== undefined && replaceFrom < today) {
    throw new UsageError(`--replace-from : les jours avant le ${today} sont publiés et gardent leurs mots`);
  }
  // Days that would fail the publication checks are chosen again; every other planned day stays.
  // The main stream avoids the other streams' answers just as they avoid its own: a day replaced there may
  // not take a word a partner stream plays around it (its published days cannot move).
  const avoid = stream === MAIN_STREAM ? otherStreamsPlans() : committedWordContent().schedules;
  const sizes = new Map(WORD_GAMES.map((game) => [game, content.schedules.get(game)?.size ?? 0]));
  const replacedDays = new Map<WordGame, Set<IsoDate>>(WORD_GAMES.map((game) => [game, new Set()]));
  let replace = replaceFrom === undefined ? undefined : failingPlannedDays(content, replaceFrom, undefined, avoid);
  let result: PlanResult;
  // A day chosen again may fail again (a Motamo window that lacks a letter is chosen again whole): each
  // new try draws its days from other seeds, until every day passes or REPLAN_TRIES have been made.
  for (let attempt = 0; ; attempt++) {
    result = extendPlans({
      stream,
      ...(avoid ? { avoid } : {}),
      entries: content.lexicon.entries,
      proximoTargets: content.proximoTargets,
      anagramsOf: content.anagramsOf,
      schedules: content.schedules,
      until,
      replace,
      attempt,
      onDate: (date) => {
        if (date.endsWith('-01')) process.stderr.write(`\rplanification : ${date.slice(0, 7)}…`);
      },
    });
    for (const game of WORD_GAMES) {
      content.schedules.set(game, result.schedules.get(game)!);
      for (const date of result.replaced[game] ?? []) replacedDays.get(game)!.add(date);
    }
    if (replaceFrom === undefined || attempt + 1 >= REPLAN_TRIES) break;
    replace = failingPlannedDays(content, replaceFrom, undefined, avoid);
    if (![...replace.values()].some((dates) => dates.size > 0)) break;
  }
  process.stderr.write('\n');
  let unreplaced = 0;
  for (const game of WORD_GAMES) {
    const schedule = result.schedules.get(game)!;
    const added = schedule.size - sizes.get(game)!;
    writeSchedule(game, schedule, scheduleDirOf(stream));
    const stopped = result.stoppedAt[game];
    const notes = [stopped ? `lexique épuisé le ${stopped} : ajoutez des mots` : ''];
    const replaced = [...replacedDays.get(game)!].sort();
    if (replaced.length > 0) notes.push(`${replaced.length} jour(s) remplacé(s) : ${replaced.join(', ')}`);
    const kept = result.unreplaced[game] ?? [];
    if (kept.length > 0) notes.push(`${kept.length} jour(s) en échec sans remplaçant : ${kept.join(', ')}`);
    unreplaced += kept.length;
    const note = notes
      .filter((n) => n !== '')
      .map((n) => ` — ${n}`)
      .join('');
    console.log(`${stream} ${game} : ${added} jour(s) ajouté(s), ${daysLeft(content, game, today)} jour(s) après le ${today}${note}`);
  }
  if (replace && [...replace.values()].some((dates) => dates.size > 0)) {
    console.log('Le serveur enregistre 30 jours à l’avance : npm run content -- generate --replace --from <premier jour remplacé>');
  }
  return unreplaced === 0 ? 0 : 2;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      game: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      days: { type: 'string' },
      until: { type: 'string' },
      'replace-from': { type: 'string' },
      out: { type: 'string' },
      replace: { type: 'boolean', default: false },
      'replace-past': { type: 'string', multiple: true },
      timezone: { type: 'string' },
      stream: { type: 'string', default: MAIN_STREAM },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const stream = values.stream;
  if (!isStreamId(stream)) throw new UsageError(`--stream : flux inconnu « ${stream} » (disponibles : ${CONTENT_STREAMS.map((s) => s.id).join(', ')})`);
  const today = dateInTimeZone(new Date(), values.timezone ?? streamById(stream).zone);
  const from = dateOption(values.from, today, 'from');
  const to = rangeEnd(from, values.to, values.days);
  if (command === 'plan') {
    const replaceFrom = values['replace-from'] === undefined ? undefined : dateOption(values['replace-from'], today, 'replace-from');
    return planCommand(stream, dateOption(values.until, addDays(today, 730), 'until'), today, replaceFrom);
  }

  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'portail.sqlite') });
  try {
    await migrateToLatest(database.db);
    const { db } = database;
    // The server's secret (AUTH_SECRET, else DATA_DIR/auth-secret): the days built here are the server's own.
    const secret = resolveAuthSecret(
      config.authSecret,
      config.dataDir,
      createLogger('warn', (line) => process.stderr.write(`${line}\n`)),
      database.kind === 'postgres',
    );
    const secrets = { contentKey: contentKeyOf(secret) };
    /** What is or will be published: the stored record, else the one content would build. */
    const publishedRecords = async (game: string): Promise<DailyRecord[]> => {
      const stored = new Map((await readRecords(db, stream, game, from, to)).map((r) => [r.date, r]));
      const builder = dailyBuilder(game)!;
      return datesBetween(from, to).flatMap((date) => {
        const record = stored.get(date) ?? builder.build(date, secrets, stream);
        return record ? [record] : [];
      });
    };
    switch (command) {
      case 'generate': {
        const games = gamesOf(values.game);
        const named = publishedDaysNamed(stream, values['replace-past'], today);
        const outside = [...named].filter((date) => date < from || date > to);
        if (outside.length > 0) throw new UsageError(`--replace-past : ${outside.join(', ')} hors de la période du ${from} au ${to}`);
        const replacing = values.replace || named.size > 0;
        const built: { game: string; dates: IsoDate[]; records: DailyRecord[] }[] = [];
        for (const game of games) {
          const builder = dailyBuilder(game)!;
          const missing = await missingDates(db, stream, game, from, to);
          const dates = values.replace ? datesBetween(from, to) : [...new Set([...missing, ...named])].sort();
          const records: DailyRecord[] = [];
          dates.forEach((date, index) => {
            const record = builder.build(date, secrets, stream);
            if (record) records.push(record);
            if ((index + 1) % 25 === 0 || index + 1 === dates.length) process.stderr.write(`\r${game} : ${index + 1}/${dates.length}`);
          });
          if (dates.length > 0) process.stderr.write('\n');
          built.push({ game, dates, records });
        }
        // Replacing is all or nothing, every game together: a refused day leaves the database as it was.
        let outcome: ReplacementOutcome | undefined;
        if (replacing) {
          outcome = await replaceDays(
            db,
            built.flatMap((b) => b.records),
            { publishedDaysAllowed: named },
          );
          if (outcome.refused.length > 0) return refuseReplacement(outcome);
        }
        for (const { game, dates, records } of built) {
          const stored = outcome ? (outcome.storedByGame[game] ?? 0) : await storeRecords(db, records);
          const lacking = dates.length - records.length;
          const note = lacking > 0 ? ` — ${lacking} jour(s) sans contenu planifié (npm run content -- plan)` : '';
          console.log(`${game} : ${stored} grille(s) enregistrée(s) du ${from} au ${to}${note}`);
        }
        return 0;
      }
      case 'check': {
        let problems = 0;
        const days = daysBetween(from, to) + 1;
        for (const game of gamesOf(values.game)) {
          const gameProblems: string[] = [];
          if (isWordGame(game)) {
            // The content check builds each planned day itself; only an editor's stored replacement is read here.
            const stored = new Map((await readRecords(db, stream, game, from, to)).map((r) => [r.date, r]));
            const report = checkWordGames(committedWordContent(stream), from, days, [game], (_g, date) => stored.get(date));
            gameProblems.push(...report.problems);
          } else {
            const records = await publishedRecords(game);
            for (const record of records) {
              const error = validateRecord(record);
              if (error) gameProblems.push(`${game} ${record.date} : invalide (${error})`);
            }
            const built = new Set(records.map((r) => r.date));
            for (const date of datesBetween(from, to)) if (!built.has(date)) gameProblems.push(`${game} ${date} : manquante`);
          }
          for (const problem of gameProblems) console.log(problem);
          problems += gameProblems.length;
          console.log(
            `${game} : ${days} jour(s) vérifié(s) du ${from} au ${to}, ${gameProblems.length} problème(s) ; ${contentLeft(stream, game, today)} après le ${today}`,
          );
        }
        return problems === 0 ? 0 : 2;
      }
      case 'export': {
        const records: DailyRecord[] = [];
        for (const game of gamesOf(values.game)) records.push(...(await publishedRecords(game)));
        const json = `${JSON.stringify(records, null, 2)}\n`;
        if (values.out) {
          const out = path.resolve(callerDirectory(), values.out);
          fs.writeFileSync(out, json);
          console.log(`${records.length} grille(s) écrite(s) dans ${out}`);
        } else process.stdout.write(json);
        return 0;
      }
      case 'import': {
        if (!rest[0]) throw new UsageError('import : indiquez le fichier JSON à importer');
        const file = path.resolve(callerDirectory(), rest[0]);
        let parsed: unknown;
        try {
          parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
        } catch (error) {
          throw new UsageError(`import : lecture de ${file} impossible (${(error as Error).message})`);
        }
        if (!Array.isArray(parsed)) throw new UsageError('import : le fichier doit contenir une liste de grilles');
        const errors: string[] = [];
        const records: DailyRecord[] = [];
        parsed.forEach((item, index) => {
          if (!isRecordShape(item)) return errors.push(`élément ${index + 1} : forme invalide`);
          // A record of another stream than the one asked is a mistake: it would be stored for the wrong providers.
          if ((item.stream ?? stream) !== stream) return errors.push(`${item.game} ${item.date} : flux ${item.stream}, pas ${stream} (--stream)`);
          const record: DailyRecord = { ...item, stream, secretData: item.secretData ?? {}, difficulty: item.difficulty ?? null };
          const error = validateRecord(record);
          if (error) return errors.push(`${item.game} ${item.date} : ${error}`);
          records.push(record);
        });
        if (errors.length > 0) {
          // All or nothing: a half-imported file would leave holes nobody notices.
          for (const error of errors) console.error(error);
          console.error(`import annulé : ${errors.length} grille(s) invalide(s), rien n’a été enregistré`);
          return 2;
        }
        const named = publishedDaysNamed(stream, values['replace-past'], today);
        const absent = [...named].filter((date) => !records.some((record) => record.date === date));
        if (absent.length > 0) throw new UsageError(`--replace-past : ${absent.join(', ')} absent(s) du fichier`);
        // --replace: every day of the file may replace a stored one; --replace-past alone: the named ones only.
        const replacing = values.replace ? records : records.filter((record) => named.has(record.date));
        let stored = 0;
        if (replacing.length > 0) {
          const outcome = await replaceDays(db, replacing, { publishedDaysAllowed: named });
          if (outcome.refused.length > 0) return refuseReplacement(outcome);
          stored = Object.values(outcome.storedByGame).reduce((sum, n) => sum + n, 0);
        }
        stored += await storeRecords(
          db,
          records.filter((record) => !replacing.includes(record)),
        );
        console.log(`${stored} grille(s) enregistrée(s) sur ${records.length}`);
        return 0;
      }
      case 'status': {
        for (const game of buildableGames()) {
          const row = await db
            .selectFrom('daily_puzzle')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('stream', '=', stream)
            .where('game', '=', game)
            .where('date_to_play', '>', today)
            .executeTakeFirst();
          console.log(`${stream} ${game} : ${contentLeft(stream, game, today)}, ${Number(row?.count ?? 0)} jour(s) à venir prêt(s) après le ${today}`);
        }
        return 0;
      }
      default:
        throw new UsageError(`Commande inconnue : ${command}\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

/**
 * The published days an operator named with --replace-past (comma-separated or repeated). A day not yet
 * published needs no such flag: naming one is a mistake worth saying.
 */
function publishedDaysNamed(stream: StreamId, option: string[] | undefined, today: IsoDate): Set<IsoDate> {
  const dates = (option ?? []).flatMap((value) => value.split(',')).map((value) => value.trim());
  for (const date of dates) if (!isIsoDate(date)) throw new UsageError(`--replace-past : date AAAA-MM-JJ attendue, reçu « ${date} »`);
  if (dates.length === 0) return new Set();
  const published = publishedThrough(stream);
  const future = dates.filter((date) => date > published);
  if (future.length > 0)
    throw new UsageError(`--replace-past : ${future.join(', ')} pas encore publié(s) (aujourd’hui : ${today}) ; --replace suffit pour un jour à venir`);
  return new Set(dates as IsoDate[]);
}

/** Nothing was written: each refused day and how to ask for it, on stderr; exit code 2. */
function refuseReplacement(outcome: ReplacementOutcome): number {
  for (const refusal of outcome.refused) console.error(refusalMessage(refusal));
  console.error(`remplacement annulé : ${outcome.refused.length} jour(s) refusé(s), rien n’a été enregistré`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A usage mistake or a bad setting is one French line; anything else keeps its stack for a bug report.
    console.error(error instanceof UsageError || error instanceof ConfigError ? error.message : error);
    process.exit(error instanceof UsageError ? 64 : 1);
  },
);
