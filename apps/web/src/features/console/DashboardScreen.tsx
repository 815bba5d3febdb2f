import { useMemo, useState } from 'react';
import type { ConsoleGameDto, DashboardDto, DashboardRowDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { ConsoleChart } from './ConsoleChart.tsx';
import { formatDate, formatPercent, formatSeconds, useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { useConsoleMe } from './console-context.ts';
import { freshnessText, useDashboardPolling } from './dashboard-freshness.ts';
import { LoadState } from './ConsoleState.tsx';

const todayInParis = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Filters {
  provider: string;
  game: string;
  from: string;
  to: string;
}

function query(filters: Filters): string {
  const params = new URLSearchParams({ provider: filters.provider, from: filters.from, to: filters.to });
  if (filters.game) params.set('game', filters.game);
  return params.toString();
}

/** The app's page names (apps/web routes.tsx `page`) as a publisher reads them. */
const PAGE_WORDS: Record<string, string> = {
  home: 'Accueil',
  about: 'À propos',
  login: 'Connexion',
  logout: 'Déconnexion',
  register: 'Inscription',
  'email-verify': 'Vérification de l’adresse',
  'request-password-reset': 'Mot de passe oublié',
  'confirm-password-reset': 'Nouveau mot de passe',
  profile: 'Mon profil',
  'profile-edit': 'Modifier mon profil',
  stats: 'Mes statistiques',
  reminders: 'Rappels',
  leagues: 'Ligues',
  league: 'Une ligue',
  'league-join': 'Invitation à une ligue',
  'legal-notice': 'Mentions légales',
  privacy: 'Politique de confidentialité',
  'account-deleted': 'Compte supprimé',
  version: 'Version',
  'not-found': 'Page introuvable',
};

/** A route in words: the screens' names, a game's page by the game's name. */
function pageWords(route: string, games: readonly ConsoleGameDto[]): string {
  return PAGE_WORDS[route] ?? games.find((g) => g.slug === route)?.name ?? route;
}

/** A provider's figures over a range: charts, tables (each exported as CSV) and page views. */
export default function DashboardScreen() {
  const me = useConsoleMe();
  const [providers] = useConsoleData('/api/console/providers', consoleAnswers.providers);
  const [games] = useConsoleData('/api/console/games', consoleAnswers.games);
  const initial: Filters = { provider: me.provider?.slug ?? 'default', game: '', from: shift(todayInParis(), -29), to: todayInParis() };
  const [draft, setDraft] = useState(initial);
  const [filters, setFilters] = useState(initial);
  const path = `/api/console/dashboard?${query(filters)}`;
  const [data, retry, replace] = useConsoleData(path, consoleAnswers.dashboard);
  // The chosen provider's games only, in its order (a publisher never sees another provider's list).
  const chosen = providers.status === 'ready' ? providers.data.find((p) => p.slug === draft.provider) : undefined;
  const catalogue = games.status === 'ready' ? games.data : [];
  const providerGames = chosen ? chosen.games.flatMap((slug) => catalogue.filter((g) => g.slug === slug)) : catalogue;
  const shownName = (providers.status === 'ready' ? providers.data.find((p) => p.slug === filters.provider)?.name : undefined) ?? me.provider?.name;
  useDashboardPolling(path, data, replace);

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{shownName ? tc('dashboard.title.of', { provider: shownName }) : tc('dashboard.title')}</h1>
      <form
        className="console-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
      >
        <label>
          {tc('dashboard.provider')}
          <select value={draft.provider} onChange={(e) => setDraft({ ...draft, provider: e.target.value })} disabled={me.role !== 'admin'}>
            {(providers.status === 'ready' ? providers.data : []).map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
            {providers.status !== 'ready' && <option value={draft.provider}>{draft.provider}</option>}
          </select>
        </label>
        <label>
          {tc('dashboard.game')}
          <select value={draft.game} onChange={(e) => setDraft({ ...draft, game: e.target.value })}>
            <option value="">{tc('dashboard.all-games')}</option>
            {providerGames.map((g) => (
              <option key={g.slug} value={g.slug}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tc('dashboard.from')}
          <input type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} required />
        </label>
        <label>
          {tc('dashboard.to')}
          <input type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} required />
        </label>
        <button type="submit" className="button button--primary">
          {tc('dashboard.show')}
        </button>
      </form>
      <LoadState state={data} retry={retry}>
        {(dashboard) => <DashboardBody dashboard={dashboard} filters={filters} games={games.status === 'ready' ? games.data : []} />}
      </LoadState>
    </section>
  );
}

function DashboardBody({ dashboard, filters, games }: { dashboard: DashboardDto; filters: Filters; games: ConsoleGameDto[] }) {
  const nameOf = (slug: string) => games.find((g) => g.slug === slug)?.name ?? slug;
  const pageName = (route: string) => pageWords(route, games);
  const csv = (table: string) => `/api/console/dashboard/${table}.csv?${query(filters)}`;
  const days = dashboard.days.length;
  const perDay = days > 0 ? Math.round((dashboard.totals.players / days) * 10) / 10 : 0;
  const playersChart = useMemo(
    () => ({
      labels: dashboard.days.map((d) => formatDate(d.key).slice(0, 5)),
      series: [
        { label: tc('dashboard.col.players'), values: dashboard.days.map((d) => d.players), colorToken: '--color-info' },
        { label: tc('dashboard.col.finished'), values: dashboard.days.map((d) => d.finished), colorToken: '--color-success' },
      ],
    }),
    [dashboard],
  );
  const timesChart = useMemo(
    () => ({
      labels: dashboard.times.map((b) => (b.to === null ? `≥ ${formatSeconds(b.from)}` : formatSeconds(b.from))),
      series: [{ label: tc('dashboard.col.players'), values: dashboard.times.map((b) => b.count), colorToken: '--color-info' }],
    }),
    [dashboard],
  );
  const pagesChart = useMemo(
    () => ({
      labels: dashboard.pages.slice(0, 12).map((p) => pageWords(p.route, games)),
      series: [{ label: tc('dashboard.col.views'), values: dashboard.pages.slice(0, 12).map((p) => p.views), colorToken: '--color-success' }],
    }),
    [dashboard, games],
  );
  return (
    <>
      <p className="console__hint" role="status">
        {freshnessText(dashboard)}
      </p>
      <h2>{tc('dashboard.summary')}</h2>
      <dl className="console-figures">
        <Figure term={tc('dashboard.players-per-day')} value={perDay.toLocaleString('fr-FR')} />
        <Figure term={tc('dashboard.col.distinct')} value={dashboard.totals.distinct_players} />
        <Figure term={tc('dashboard.col.started')} value={dashboard.totals.started} />
        <Figure term={tc('dashboard.col.finished')} value={dashboard.totals.finished} />
        <Figure term={tc('dashboard.col.won')} value={dashboard.totals.won} />
        <Figure term={tc('dashboard.col.median')} value={formatSeconds(dashboard.totals.median_seconds)} />
        <Figure term={tc('dashboard.col.jokers')} value={dashboard.totals.jokers_per_play?.toLocaleString('fr-FR') ?? '—'} />
        <Figure term={tc('dashboard.col.shares')} value={dashboard.totals.shares} />
        <Figure term={tc('dashboard.col.d1')} value={formatPercent(dashboard.totals.retention_d1)} />
        <Figure term={tc('dashboard.col.d7')} value={formatPercent(dashboard.totals.retention_d7)} />
      </dl>
      <p className="console__hint">{tc('dashboard.note')}</p>

      <TableHeading title={tc('dashboard.days')} id="table-days" href={csv('days')} />
      <ConsoleChart kind="line" {...playersChart} label={tc('dashboard.chart.players')} />
      <RowsTable id="table-days" rows={dashboard.days} keyLabel={tc('dashboard.col.day')} keyText={formatDate} total={dashboard.totals} />

      <TableHeading title={tc('dashboard.games')} id="table-games" href={csv('games')} />
      <RowsTable id="table-games" rows={dashboard.games} keyLabel={tc('dashboard.col.game')} keyText={nameOf} />

      <TableHeading title={tc('dashboard.times')} id="table-times" href={dashboard.game ? csv('times') : undefined} />
      {!dashboard.game ? (
        <p>{tc('dashboard.times.one-game')}</p>
      ) : dashboard.times.length === 0 ? (
        <p>{tc('dashboard.times.none')}</p>
      ) : (
        <>
          <ConsoleChart kind="bar" {...timesChart} label={tc('dashboard.chart.times')} />
          <div className="console-table">
            <table aria-labelledby="table-times">
              <thead>
                <tr>
                  <th scope="col">{tc('dashboard.col.time')}</th>
                  <th scope="col">{tc('dashboard.col.players')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.times.map((bin) => (
                  <tr key={bin.from}>
                    <th scope="row">{bin.to === null ? `≥ ${formatSeconds(bin.from)}` : `${formatSeconds(bin.from)} – ${formatSeconds(bin.to)}`}</th>
                    <td>{bin.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <TableHeading title={tc('dashboard.pages')} id="table-pages" href={csv('pages')} />
      {dashboard.pages.length === 0 ? (
        <p>{tc('dashboard.pages.none')}</p>
      ) : (
        <>
          <ConsoleChart kind="bar" {...pagesChart} label={tc('dashboard.chart.pages')} />
          <div className="console-table">
            <table aria-labelledby="table-pages">
              <thead>
                <tr>
                  <th scope="col">{tc('dashboard.col.page')}</th>
                  <th scope="col">{tc('dashboard.col.views')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.pages.map((page) => (
                  <tr key={page.route}>
                    <th scope="row">{pageName(page.route)}</th>
                    <td>{page.views}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

function Figure({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="console-figures__item">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function TableHeading({ title, id, href }: { title: string; id: string; href: string | undefined }) {
  return (
    <div className="console-table__heading">
      <h2 id={id}>{title}</h2>
      {href && (
        <a className="button button--ghost" href={href} download>
          {tc('console.csv')}
          <span className="visually-hidden">
            {'\u00a0: '}
            {title}
          </span>
        </a>
      )}
    </div>
  );
}

function RowsTable({
  id,
  rows,
  keyLabel,
  keyText,
  total,
}: {
  id: string;
  rows: DashboardRowDto[];
  keyLabel: string;
  keyText: (key: string) => string;
  total?: DashboardRowDto;
}) {
  const cells = (row: DashboardRowDto) => [
    row.players,
    row.distinct_players,
    row.started,
    row.finished,
    row.won,
    formatSeconds(row.median_seconds),
    row.jokers_per_play?.toLocaleString('fr-FR') ?? '—',
    row.shares,
    formatPercent(row.retention_d1),
    formatPercent(row.retention_d7),
  ];
  return (
    <div className="console-table" tabIndex={0} role="region" aria-labelledby={id}>
      <table>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            {(['players', 'distinct', 'started', 'finished', 'won', 'median', 'jokers', 'shares', 'd1', 'd7'] as const).map((col) => (
              <th scope="col" key={col}>
                {tc(`dashboard.col.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{keyText(row.key)}</th>
              {cells(row).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row">{tc('dashboard.total')}</th>
              {cells(total).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
