import { waitInWords } from '@jdj/puzzles';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './fields.ts';

/**
 * French texts for better-auth's error codes (and ours). The code itself stays in the answer's
 * `error` field: the web maps codes to its own texts (platform §8) where it needs to.
 */
const USERNAME_RULE = `${USERNAME_MIN} à ${USERNAME_MAX} caractères : lettres, chiffres, « . », « _ » ou « - »`;
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou mot de passe incorrect',
  INVALID_USERNAME_OR_PASSWORD: 'Nom d’utilisateur ou mot de passe incorrect',
  INVALID_EMAIL: 'Adresse email invalide',
  INVALID_PASSWORD: 'Mot de passe incorrect',
  PASSWORD_TOO_SHORT: `Mot de passe trop court : au moins ${PASSWORD_MIN} caractères`,
  PASSWORD_TOO_LONG: `Mot de passe trop long : au plus ${PASSWORD_MAX} caractères`,
  USER_ALREADY_EXISTS: 'Un compte existe déjà avec cet email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Un compte existe déjà avec cet email',
  USERNAME_IS_ALREADY_TAKEN: 'Ce nom d’utilisateur est déjà pris',
  USERNAME_TOO_SHORT: `Nom d’utilisateur trop court : ${USERNAME_RULE}`,
  USERNAME_TOO_LONG: `Nom d’utilisateur trop long : ${USERNAME_RULE}`,
  INVALID_USERNAME: `Nom d’utilisateur invalide : ${USERNAME_RULE}`,
  FAILED_TO_CREATE_USER: 'Impossible de créer le compte',
  FAILED_TO_UPDATE_USER: 'Impossible de mettre à jour le profil',
  FAILED_TO_CREATE_SESSION: 'Impossible d’ouvrir la session',
  USER_NOT_FOUND: 'Compte introuvable',
  INVALID_TOKEN: 'Lien invalide ou déjà utilisé',
  TOKEN_EXPIRED: 'Lien expiré : demandez-en un nouveau',
  EMAIL_ALREADY_VERIFIED: 'Adresse email déjà vérifiée',
  EMAIL_NOT_VERIFIED: 'Adresse email pas encore confirmée : nous venons de vous renvoyer le lien d’activation, ouvrez-le pour vous connecter',
  EMAIL_MISMATCH: 'Cette adresse n’est pas celle du compte connecté',
  EMAIL_CAN_NOT_BE_UPDATED: 'L’adresse email ne peut pas être modifiée ici',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Ce compte n’a pas de mot de passe',
  UNAUTHORIZED: 'Vous devez être connecté',
  SESSION_EXPIRED: 'Session expirée : reconnectez-vous',
  SESSION_NOT_FRESH: 'Reconnectez-vous pour effectuer cette action',
  INVALID_ORIGIN: 'Origine de la requête refusée',
  MISSING_OR_NULL_ORIGIN: 'Origine de la requête manquante',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Origine de la requête refusée',
  INVALID_CALLBACK_URL: 'Adresse de retour refusée',
  INVALID_REDIRECT_URL: 'Adresse de retour refusée',
  INVALID_ERROR_CALLBACK_URL: 'Adresse de retour refusée',
  INVALID_NEW_USER_CALLBACK_URL: 'Adresse de retour refusée',
  PROVIDER_NOT_FOUND: 'Fournisseur d’identité inconnu',
  FIELD_NOT_ALLOWED: 'Ce champ ne peut pas être modifié',
  BODY_MUST_BE_AN_OBJECT: 'Corps de requête invalide : objet JSON attendu',
  PASSWORDS_DO_NOT_MATCH: 'Les mots de passe ne correspondent pas',
  PASSWORD_TOO_COMMON: 'Mot de passe trop courant : il figure parmi les premiers essayés par les pirates, choisissez-en un autre',
  // Two-factor
  INVALID_CODE: 'Code incorrect',
  TOTP_CODE_REUSED: 'Ce code a déjà servi : attendez le suivant (30 secondes au plus)',
  TOTP_NOT_ENABLED: 'La double authentification n’est pas activée',
  TOTP_ALREADY_ENABLED: 'La double authentification est déjà activée',
  TWO_FACTOR_NOT_ENABLED: 'La double authentification n’est pas activée',
  INVALID_BACKUP_CODE: 'Code de secours incorrect',
  INVALID_TWO_FACTOR_COOKIE: 'Connexion expirée : saisissez à nouveau email et mot de passe',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Trop d’essais : reconnectez-vous',
  ACCOUNT_TEMPORARILY_LOCKED: 'Trop d’échecs : compte bloqué quelques minutes, réessayez plus tard',
  // Console (admin plugin)
  BANNED_USER: 'Ce compte est suspendu.',
  YOU_CANNOT_BAN_YOURSELF: 'Vous ne pouvez pas suspendre votre propre compte',
  YOU_CANNOT_REMOVE_YOURSELF: 'Vous ne pouvez pas supprimer votre propre compte ici',
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: 'Rôle inconnu',
  // HTTP-level
  NOT_FOUND: 'Route inconnue',
  METHOD_NOT_ALLOWED: 'Méthode non autorisée',
  PAYLOAD_TOO_LARGE: 'Requête trop volumineuse',
  INTERNAL_SERVER_ERROR: 'Erreur interne du serveur',
};

const BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
};

/** The body of a failed auth call in the API's shape: {code: status, message (French), error: CODE[, field]}. */
export interface AuthErrorBody {
  code: number;
  message: string;
  error: string;
  field?: string;
}

/** Zod messages from better-auth's own body checks: "[body.email] …", "Invalid JSON in request body"… */
function validation(raw: string): { message: string; field?: string } {
  const match = /^\[(?:body|query)\.([\w.]+)\]\s*(.*)$/.exec(raw);
  if (match) {
    const field = match[1]!;
    const detail = match[2] ?? '';
    if (/indéfini reçu|received undefined/i.test(detail)) return { message: `Champ « ${field} » obligatoire`, field };
    return { message: `Champ « ${field} » invalide : ${detail || 'valeur refusée'}`, field };
  }
  if (/json/i.test(raw)) return { message: 'Corps de requête invalide : JSON attendu' };
  return { message: 'Requête invalide : champs manquants ou mal formés' };
}

export function authErrorBody(status: number, raw: Record<string, unknown>, retryAfter: string | null): AuthErrorBody {
  const code = typeof raw.code === 'string' && raw.code ? raw.code : (BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'ERROR'));
  const rawMessage = typeof raw.message === 'string' ? raw.message : '';
  let field = typeof raw.field === 'string' ? raw.field : undefined;
  let message: string;
  if (status === 429) {
    const seconds = Number(retryAfter);
    message =
      Number.isFinite(seconds) && seconds > 0 ? `Trop de tentatives : réessayez dans ${waitInWords(seconds)}` : 'Trop de tentatives : réessayez plus tard';
  } else if (status >= 500) {
    message = MESSAGES.INTERNAL_SERVER_ERROR!;
  } else if (MESSAGES[code]) {
    message = MESSAGES[code]!;
  } else if (code === 'VALIDATION_ERROR' || code === 'BAD_REQUEST' || /^\[(body|query)\./.test(rawMessage)) {
    const found = validation(rawMessage);
    message = found.message;
    field ??= found.field;
  } else if (code === 'MISSING_FIELD' && /^(\w+) is required$/.test(rawMessage)) {
    message = `Champ « ${rawMessage.split(' ')[0]} » obligatoire`;
  } else if (field && rawMessage) {
    // Ours (fields.ts): already French.
    message = rawMessage;
  } else {
    message = 'Une erreur est survenue';
  }
  return { code: status, message, error: code, ...(field ? { field } : {}) };
}
