import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildableGames, dailyBuilder, type DailyRecord } from '@jdj/content';
import { addDays, dateInTimeZone, getGameModule, type IsoDate, isGameSlug, isIsoDate } from '@jdj/puzzles';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { datesBetween, missingDates, readRecords, storeRecords } from '../services/daily-puzzles.ts';

/**
 * `npm run content -- <command>`: prepares the daily puzzles ahead of time.
 * What a day holds is decided in packages/content; this command stores it in the database
 * that `npm start` uses (same DATA_DIR / DATABASE_URL).
 */
const USAGE = `Utilisation : npm run content -- <commande> [options]

Commandes
  generate   génère et enregistre les grilles manquantes      --from, --to, [--game], [--replace]
  check      vérifie les grilles enregistrées et les jours manquants  --from, --to, [--game]
  export     écrit les grilles d'une période en JSON          --from, --to, [--game], [--out fichier]
  import     enregistre les grilles d'un fichier JSON          <fichier>, [--replace]
  status     nombre de jours à venir déjà prêts, par jeu      [--timezone Europe/Paris]

Options
  --game      un jeu (sudoku…) ou « all » (défaut)
  --from/--to dates AAAA-MM-JJ incluses (défaut : aujourd'hui et 30 jours plus tard)
  --replace   remplace les grilles déjà enregistrées (à éviter pour des jours déjà publiés)`;

class UsageError extends Error {}

function gamesOf(option: string | undefined): string[] {
  if (!option || option === 'all') return buildableGames();
  if (!isGameSlug(option) || !dailyBuilder(option)) {
    throw new UsageError(`Jeu inconnu ou sans contenu quotidien : ${option} (disponibles : ${buildableGames().join(', ')})`);
  }
  return [option];
}

function dateOption(value: string | undefined, fallback: IsoDate, name: string): IsoDate {
  if (value === undefined) return fallback;
  if (!isIsoDate(value)) throw new UsageError(`--${name} : date AAAA-MM-JJ attendue, reçu « ${value} »`);
  return value;
}

function isRecord(value: unknown): value is DailyRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.game === 'string' &&
    isIsoDate(r.date) &&
    'publicData' in r &&
    typeof r.seed === 'string' &&
    typeof r.generatorVersion === 'number'
  );
}

/** An imported or stored record must pass its game's own validation to be playable. */
function validateRecord(record: DailyRecord): string | undefined {
  const module = getGameModule(record.game);
  if (!module) return `jeu inconnu ${record.game}`;
  const parsed = module.parse({ ...(record.publicData as object), ...((record.secretData ?? {}) as object) });
  return parsed.ok ? undefined : parsed.error;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      game: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
      replace: { type: 'boolean', default: false },
      timezone: { type: 'string', default: 'Europe/Paris' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const today = dateInTimeZone(new Date(), values.timezone);
  const from = dateOption(values.from, today, 'from');
  const to = dateOption(values.to, addDays(from, 30), 'to');
  if (to < from) throw new UsageError('--to doit être postérieure ou égale à --from');

  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'portail.sqlite') });
  try {
    await migrateToLatest(database.db);
    const { db } = database;
    switch (command) {
      case 'generate': {
        for (const game of gamesOf(values.game)) {
          const builder = dailyBuilder(game)!;
          const dates = values.replace ? datesBetween(from, to) : await missingDates(db, game, from, to);
          let done = 0;
          const records: DailyRecord[] = [];
          for (const date of dates) {
            records.push(builder.build(date));
            done += 1;
            if (done % 25 === 0 || done === dates.length) process.stderr.write(`\r${game} : ${done}/${dates.length}`);
          }
          if (dates.length > 0) process.stderr.write('\n');
          const stored = await storeRecords(db, records, values.replace);
          console.log(`${game} : ${stored} grille(s) enregistrée(s) du ${from} au ${to}`);
        }
        return 0;
      }
      case 'check': {
        let problems = 0;
        for (const game of gamesOf(values.game)) {
          const records = await readRecords(db, game, from, to);
          for (const record of records) {
            const error = validateRecord(record);
            if (error) {
              problems += 1;
              console.log(`${game} ${record.date} : invalide (${error})`);
            }
          }
          const missing = await missingDates(db, game, from, to);
          problems += missing.length;
          for (const date of missing) console.log(`${game} ${date} : manquante`);
          console.log(`${game} : ${records.length} grille(s) vérifiée(s), ${missing.length} jour(s) manquant(s)`);
        }
        return problems === 0 ? 0 : 2;
      }
      case 'export': {
        const records: DailyRecord[] = [];
        for (const game of gamesOf(values.game)) records.push(...(await readRecords(db, game, from, to)));
        const json = `${JSON.stringify(records, null, 2)}\n`;
        if (values.out) {
          fs.writeFileSync(values.out, json);
          console.log(`${records.length} grille(s) écrite(s) dans ${values.out}`);
        } else process.stdout.write(json);
        return 0;
      }
      case 'import': {
        const file = rest[0];
        if (!file) throw new UsageError('import : indiquez le fichier JSON à importer');
        let parsed: unknown;
        try {
          parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
        } catch (error) {
          throw new UsageError(`import : lecture de ${file} impossible (${(error as Error).message})`);
        }
        if (!Array.isArray(parsed)) throw new UsageError('import : le fichier doit contenir une liste de grilles');
        const errors: string[] = [];
        const records: DailyRecord[] = [];
        parsed.forEach((item, index) => {
          if (!isRecord(item)) return errors.push(`élément ${index + 1} : forme invalide`);
          const error = validateRecord(item);
          if (error) return errors.push(`${item.game} ${item.date} : ${error}`);
          records.push({ ...item, secretData: item.secretData ?? {}, difficulty: item.difficulty ?? null });
        });
        if (errors.length > 0) {
          // All or nothing: a half-imported file would leave holes nobody notices.
          for (const error of errors) console.error(error);
          console.error(`import annulé : ${errors.length} grille(s) invalide(s), rien n'a été enregistré`);
          return 2;
        }
        const stored = await storeRecords(db, records, values.replace);
        console.log(`${stored} grille(s) enregistrée(s) sur ${records.length}`);
        return 0;
      }
      case 'status': {
        for (const game of buildableGames()) {
          const row = await db
            .selectFrom('daily_puzzle')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('game', '=', game)
            .where('date_to_play', '>', today)
            .executeTakeFirst();
          console.log(`${game} : ${Number(row?.count ?? 0)} jour(s) à venir prêt(s) après le ${today}`);
        }
        return 0;
      }
      default:
        throw new UsageError(`Commande inconnue : ${command}\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 64 : 1);
  },
);
