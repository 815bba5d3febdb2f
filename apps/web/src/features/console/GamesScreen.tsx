import { useState } from 'react';
import { apiPost } from '../../shared/api/api-client.ts';
import type { ConsoleGameDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { LoadState } from './ConsoleState.tsx';

/** Every game of the catalogue, shown or hidden everywhere. */
export default function GamesScreen() {
  const [games, retry, replace] = useConsoleData('/api/console/games', consoleAnswers.games);
  const [message, setMessage] = useState('');
  const toggle = async (list: ConsoleGameDto[], game: ConsoleGameDto) => {
    try {
      const updated = await apiPost(`/api/console/games/${game.slug}`, { is_active: !game.is_active }, consoleAnswers.game);
      replace(list.map((g) => (g.slug === updated.slug ? updated : g)));
      setMessage(tc('console.saved'));
    } catch (error) {
      setMessage(errorMessage(error, tc('console.error')));
    }
  };
  return (
    <section aria-labelledby="games-title">
      <h1 id="games-title">{tc('games.title')}</h1>
      <p className="console__hint">{tc('games.intro')}</p>
      <LoadState state={games} retry={retry}>
        {(list) => (
          <ul className="console-games">
            {list.map((game) => (
              <li key={game.slug}>
                <p>{tc(game.is_active ? 'games.active' : 'games.hidden', { game: game.name })}</p>
                <ConfirmAction
                  label={tc(game.is_active ? 'games.hide' : 'games.show', { game: game.name })}
                  question={tc(game.is_active ? 'games.hide.confirm' : 'games.show.confirm', { game: game.name })}
                  confirmLabel={tc(game.is_active ? 'games.hide' : 'games.show', { game: game.name })}
                  onConfirm={() => toggle(list, game)}
                />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <p role="status" className="console__done">
        {message}
      </p>
    </section>
  );
}
