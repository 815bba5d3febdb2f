import { describe, expect, it } from 'vitest';
import { type Invalid, isInvalid } from '../core/game-module.ts';
import {
  attemptProblem,
  DECRYPTO_JOKER_PENALTY,
  type DecryptoMove,
  type DecryptoState,
  decrypto,
  decryptoMoveFloor,
  parsePublicDecrypto,
  unknownPositions,
} from './index.ts';

const DAY = { id: '2026-11-21', date_to_play: '2026-11-21' };
const server = () => decrypto.init({ ...DAY, code: '11223' });
const browser = () => decrypto.init({ ...DAY, code: null });

function play(state: DecryptoState, ...moves: DecryptoMove[]): DecryptoState {
  return moves.reduce((current, move) => {
    const next = decrypto.apply(current, move);
    if (isInvalid(next)) throw new Error(`refused ${JSON.stringify(move)}: ${next.reason}`);
    return next;
  }, state);
}

const refused = (state: DecryptoState, move: unknown): string => {
  const next = decrypto.apply(state, move as DecryptoMove);
  expect(isInvalid(next)).toBe(true);
  return (next as Invalid).reason;
};

/** The server's marks against 11223. */
function scoreOf(digits: string): string {
  const answered = decrypto.questions!.answer({ ...DAY, code: '11223' }, { type: 'attempt', digits });
  if (!answered.ok || answered.value.type !== 'attempt') throw new Error('no answer');
  return answered.value.marks as string;
}

describe('decrypto: attempts', () => {
  it('a wrong attempt is recorded with its marks and counts a mistake; attempts are unlimited', () => {
    let state = play(server(), { type: 'attempt', digits: '12312', marks: 'cmmmm' });
    expect(state.attempts).toEqual([{ digits: '12312', marks: 'cmmmm' }]);
    expect(decrypto.status(state)).toBe('playing');
    expect(decrypto.counters(state)).toEqual({ mistakes: 1, jokers: 0 });
    for (let n = 0; n < 30; n++) {
      const digits = String(40000 + n);
      state = play(state, { type: 'attempt', digits, marks: scoreOf(digits) });
    }
    expect(state.mistakes).toBe(31);
    expect(decrypto.status(state)).toBe('playing');
  });

  it('the code itself wins, counts no mistake, and nothing can be played afterwards', () => {
    const state = play(server(), { type: 'attempt', digits: '99999', marks: 'nnnnn' }, { type: 'attempt', digits: '11223', marks: 'ccccc' });
    expect(decrypto.status(state)).toBe('won');
    expect(decrypto.counters(state)).toEqual({ mistakes: 1, jokers: 0 });
    expect(decrypto.scoreData!(state)).toEqual({ code: '11223', attempts: 2 });
    expect(refused(state, { type: 'attempt', digits: '00000', marks: 'nnnnn' })).toBe('La partie est terminée.');
  });

  it('the server refuses marks that are not the code’s: a forged answer fails the replay', () => {
    expect(refused(server(), { type: 'attempt', digits: '12312', marks: 'ccccc' })).toBe('Ces marques ne correspondent pas au code.');
    expect(refused(server(), { type: 'attempt', digits: '12312', marks: 'cmmmd' })).toBe('Ces marques ne correspondent pas au code.');
  });

  it('the browser, without the code, takes the server’s marks as given and learns the code from the win', () => {
    const state = play(browser(), { type: 'attempt', digits: '12312', marks: 'cmmmm' });
    expect(state.code).toBeNull();
    const won = play(state, { type: 'attempt', digits: '11223', marks: 'ccccc' });
    expect(won.code).toBe('11223');
    expect(decrypto.status(won)).toBe('won');
  });

  it('an attempt must carry its answer before it is played', () => {
    expect(refused(browser(), { type: 'attempt', digits: '12312' })).toBe('Cet essai attend la réponse du serveur.');
  });

  it('the same code twice is refused without a mistake', () => {
    const state = play(server(), { type: 'attempt', digits: '12312', marks: 'cmmmm' });
    expect(attemptProblem(state, '12312')).toBe('Ce code a déjà été essayé.');
    expect(refused(state, { type: 'attempt', digits: '12312', marks: 'cmmmm' })).toBe('Ce code a déjà été essayé.');
  });

  it.each([
    [{ type: 'attempt', digits: '1234' }, 'Un essai compte 5 chiffres de 0 à 9.'],
    [{ type: 'attempt', digits: '123456' }, 'Un essai compte 5 chiffres de 0 à 9.'],
    [{ type: 'attempt', digits: '12a45' }, 'Un essai compte 5 chiffres de 0 à 9.'],
    [{ type: 'attempt', digits: 12345 }, 'Un essai compte 5 chiffres de 0 à 9.'],
    [{ type: 'attempt', digits: '12345', marks: 'ccccx' }, 'Les marques d’un essai sont 5 lettres parmi c, m, d et n.'],
    [{ type: 'joker', position: 5 }, 'La position doit être un entier de 0 à 4.'],
    [{ type: 'joker', position: 1, digit: 10 }, 'Le chiffre doit être un entier de 0 à 9.'],
    [{ type: 'triche' }, 'Type de coup inconnu : « triche ».'],
    [null, 'Le coup doit être un objet.'],
  ])('a malformed move %j is refused: %s', (move, reason) => {
    expect(refused(server(), move)).toBe(reason);
    expect(decrypto.parseMove(move)).toEqual({ ok: false, error: reason });
  });
});

describe('decrypto: the joker reveals one digit', () => {
  it('shows the digit at its place, counts a joker and costs 10 seconds', () => {
    const move: DecryptoMove = { type: 'joker', position: 4, digit: 3 };
    expect(decrypto.penalty(move, server())).toBe(DECRYPTO_JOKER_PENALTY);
    const state = play(server(), move);
    expect(state.revealed).toEqual([null, null, null, null, 3]);
    expect(decrypto.counters(state)).toEqual({ mistakes: 0, jokers: 1 });
  });

  it('a refused joker costs nothing', () => {
    const bad: DecryptoMove = { type: 'joker', position: 4, digit: 7 };
    expect(refused(server(), bad)).toBe('Ce chiffre ne correspond pas au code.');
    expect(decrypto.penalty(bad, server())).toBe(0);
  });

  it('a position is revealed once; later attempts must keep the revealed digit', () => {
    const state = play(server(), { type: 'joker', position: 0, digit: 1 });
    expect(refused(state, { type: 'joker', position: 0, digit: 1 })).toBe('Ce chiffre est déjà révélé.');
    expect(refused(state, { type: 'attempt', digits: '91223', marks: scoreOf('91223') })).toBe('Le chiffre révélé en position 1 est le 1.');
  });

  it('may only reveal what is still unknown: neither revealed nor marked correct', () => {
    const state = play(server(), { type: 'joker', position: 1, digit: 1 }, { type: 'attempt', digits: '41253', marks: scoreOf('41253') });
    // 41253 against 11223: 1 in place at 1 (revealed), 2 in place at 2, 3 in place at 4.
    expect(scoreOf('41253')).toBe('nccnc');
    expect(unknownPositions(state)).toEqual([0, 3]);
  });

  it('must carry the server’s digit before it is played', () => {
    expect(refused(browser(), { type: 'joker', position: 2 })).toBe('Ce joker attend la réponse du serveur.');
  });
});

describe('decrypto: questions answered by the server', () => {
  const whole = { ...DAY, code: '11223' };
  const questions = decrypto.questions!;

  it('an attempt without marks and a joker without digit are questions; their answers are not', () => {
    expect(questions.isQuestion({ type: 'attempt', digits: '12312' })).toBe(true);
    expect(questions.isQuestion({ type: 'attempt', digits: '12312', marks: 'cmmmm' })).toBe(false);
    expect(questions.isQuestion({ type: 'joker', position: 0 })).toBe(true);
    expect(questions.isQuestion({ type: 'joker', position: 0, digit: 1 })).toBe(false);
  });

  it('answers with the marks of the code and the digit at a place', () => {
    expect(questions.answer(whole, { type: 'attempt', digits: '12312' })).toEqual({ ok: true, value: { type: 'attempt', digits: '12312', marks: 'cmmmm' } });
    expect(questions.answer(whole, { type: 'joker', position: 3 })).toEqual({ ok: true, value: { type: 'joker', position: 3, digit: 2 } });
  });
});

describe('decrypto: the day', () => {
  it('the browser receives the day without its code', () => {
    expect(decrypto.parse({ ...DAY, code: '07010' })).toEqual({ ok: true, value: { ...DAY, code: '07010' } });
    expect(decrypto.toPublic({ ...DAY, code: '07010' })).toEqual(DAY);
    expect(parsePublicDecrypto(DAY)).toEqual({ ok: true, value: { ...DAY, code: null } });
  });

  it.each([
    [{ ...DAY }, 'Le code doit compter 5 chiffres de 0 à 9.'],
    [{ ...DAY, code: '1234' }, 'Le code doit compter 5 chiffres de 0 à 9.'],
    [{ ...DAY, code: 12345 }, 'Le code doit compter 5 chiffres de 0 à 9.'],
    [{ ...DAY, date_to_play: '2026-02-30', code: '12345' }, 'date_to_play doit être une date AAAA-MM-JJ.'],
    [{ date_to_play: '2026-11-21', code: '12345' }, 'id doit être un texte de 1 à 64 caractères.'],
    ['12345', 'Le code du jour doit être un objet avec id et date_to_play.'],
  ])('a whole day %j is refused: %s', (raw, error) => {
    expect(decrypto.parse(raw)).toEqual({ ok: false, error });
  });

  it('has no generator: the code is drawn on the server from its secret, never by code a browser loads', () => {
    expect(decrypto.generate).toBeUndefined();
  });
});

describe('decrypto: the least time a person needs', () => {
  it('an attempt is five digits tapped, a second at least; a joker is one tap', () => {
    expect(decryptoMoveFloor({ type: 'attempt', digits: '12345', marks: 'nnnnn' })).toBe(1);
    expect(decryptoMoveFloor({ type: 'joker', position: 0, digit: 1 })).toBe(0.2);
  });
});
