import path from 'node:path';
import { parseArgs } from 'node:util';
import { authOptions, createAuth, migrateAuth } from '../auth/auth.ts';
import { consoleRoleOf, ROLES } from '../auth/console-roles.ts';
import { resolveAuthSecret } from '../auth/secret.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { CLI_ACTOR, recordAudit } from '../services/audit.ts';
import { type RoleChoice, setRole } from '../services/console-players.ts';

/**
 * `npm run admin -- <command>`: names the console's first administrator (and any later one) from the server's
 * command line, on the database `npm start` uses (same DATA_DIR / DATABASE_URL). Everything else about roles
 * is done in the console, by an administrator.
 */
const USAGE = `Utilisation : npm run admin -- <commande>

Commandes
  grant <email>                     fait de ce compte un administrateur de la console (/admin)
  grant <email> --provider <slug>   fait de ce compte un éditeur du fournisseur <slug>
  revoke <email>                    rend à ce compte le rôle de simple joueur
  list                              liste les administrateurs et les éditeurs
  verify-email <email>              confirme l’adresse d’un compte dont le mail de confirmation n’arrive pas
                                    (vérifiez d’abord, par un autre moyen, que l’adresse est bien la sienne)

Le compte doit exister (inscription sur le site). La console demande la double authentification :
le titulaire l’active dans « Mon profil », puis se reconnecte avec son code.`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { provider: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, email] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (!['grant', 'revoke', 'list', 'verify-email'].includes(command)) throw new UsageError(`Commande inconnue : ${command}\n\n${USAGE}`);
  if (command !== 'list' && !email) throw new UsageError(`${command} : indiquez l’adresse email du compte`);

  const config = loadConfig();
  const logger = createLogger('warn', (line) => process.stderr.write(`${line}\n`));
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'portail.sqlite') });
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), logger });
  try {
    await migrateToLatest(database.db);
    const secret = resolveAuthSecret(config.authSecret, config.dataDir, logger, database.kind === 'postgres');
    const options = authOptions({ database, config, logger, mailer, secret });
    await migrateAuth(options, database);
    const auth = createAuth(options);
    const context = await auth.$context;
    const { db } = database;

    if (command === 'list') {
      const users = (await context.internalAdapter.listUsers(500, 0, { field: 'email', direction: 'asc' }, [
        { field: 'role', operator: 'in', value: [ROLES.admin, ROLES.publisher] },
      ])) as { id: string; email: string; role?: string | null; twoFactorEnabled?: boolean | null }[];
      const providers = await db
        .selectFrom('publisher_provider')
        .innerJoin('provider', 'provider.id', 'publisher_provider.provider_id')
        .select(['publisher_provider.user_id', 'provider.slug'])
        .execute();
      if (users.length === 0) console.log('Aucun administrateur ni éditeur : npm run admin -- grant <email>');
      for (const user of users) {
        const role = consoleRoleOf(user.role);
        const of = providers.find((p) => p.user_id === user.id)?.slug;
        const label = role === ROLES.admin ? 'administrateur' : `éditeur de ${of ?? '(aucun fournisseur)'}`;
        console.log(`${user.email} : ${label}${user.twoFactorEnabled ? '' : ' — double authentification pas encore activée'}`);
      }
      return 0;
    }

    const found = await context.internalAdapter.findUserByEmail(email!.trim().toLowerCase());
    if (!found) throw new UsageError(`Aucun compte avec l’adresse ${email} : inscrivez-vous d’abord sur le site, puis relancez la commande.`);
    const user = found.user as { id: string; email: string; emailVerified: boolean; twoFactorEnabled?: boolean | null };
    if (command === 'verify-email') {
      if (user.emailVerified) {
        console.log(`L’adresse ${user.email} est déjà confirmée : le compte s’ouvre avec son mot de passe.`);
        return 0;
      }
      // What the mailed link does, without the mail: the password then opens the account.
      await context.internalAdapter.updateUser(user.id, { emailVerified: true });
      await recordAudit(db, { actorId: CLI_ACTOR, action: 'player.verify-email', targetType: 'user', targetId: user.id });
      console.log(`L’adresse ${user.email} est confirmée : le compte s’ouvre maintenant avec son mot de passe.`);
      return 0;
    }
    let choice: RoleChoice = { role: ROLES.player };
    if (command === 'grant' && values.provider) {
      const provider = await db.selectFrom('provider').select('id').where('slug', '=', values.provider.trim().toLowerCase()).executeTakeFirst();
      if (!provider) throw new UsageError(`Fournisseur inconnu : ${values.provider}`);
      choice = { role: ROLES.publisher, providerId: provider.id };
    } else if (command === 'grant') choice = { role: ROLES.admin };
    await setRole(auth, db, undefined, user.id, choice, CLI_ACTOR);
    const what =
      choice.role === ROLES.admin
        ? 'administrateur de la console'
        : choice.role === ROLES.publisher
          ? `éditeur du fournisseur ${values.provider}`
          : 'simple joueur';
    console.log(`${user.email} est maintenant ${what}.`);
    if (choice.role !== ROLES.player && !user.twoFactorEnabled) {
      console.log('La console demande la double authentification : activez-la dans « Mon profil », puis reconnectez-vous avec votre code.');
    }
    return 0;
  } finally {
    await mailer.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof UsageError || error instanceof ConfigError ? error.message : error);
    process.exit(error instanceof UsageError ? 64 : 1);
  },
);
