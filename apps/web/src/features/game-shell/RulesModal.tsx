import type { GameDto } from '../../shared/api/api-types.ts';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { keepPunctuationAttached } from '../../i18n/index.ts';
import type { AnyGameDefinition } from '../../games/game-definition.ts';
import { gameColors } from './GameTopBar.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';

/**
 * The rules of a game: its animated demo and text, and a button ('Jouer' unless the game names it otherwise,
 * as Numero's 'C'est parti !') that closes the modal, or starts the game where one is offered (`onPlay`: the
 * landing's day still to play).
 */
interface RulesModalProps {
  game: GameDto;
  definition: AnyGameDefinition;
  onClose(): void;
  onPlay?: (() => void) | undefined;
}

export function RulesModal({ game, definition, onClose, onPlay }: RulesModalProps) {
  const { Rules } = definition;
  return (
    <Modal
      title={definition.rulesTitle ?? t('game.rules.title', { game: game.name })}
      onClose={onClose}
      className="rules-modal modal__panel--scroll-body"
      style={gameColors(game)}
    >
      {/* Scrolls on a short screen: reachable by keyboard to scroll it. */}
      <div className="modal__body rules-modal__body" tabIndex={0}>
        <Rules jokerPenalty={game.joker_penalty} />
      </div>
      <div className="modal__footer">
        <button type="button" className="button button--game" onClick={onPlay ?? onClose}>
          {keepPunctuationAttached(definition.rulesPlayLabel ?? t('game.rules.play'))}
        </button>
      </div>
    </Modal>
  );
}
