import type { MailMessage } from './mailer.ts';

/** Who a mail is for and under which name the site presents itself (the provider's). */
export interface MailContext {
  to: string;
  /** First name, else username, else nothing: "Bonjour Marie," or "Bonjour,". */
  greetingName: string | undefined;
  productName: string;
  link: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function greeting(name: string | undefined): string {
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

/** A plain, readable HTML part: one paragraph per text paragraph, the link as a button and in clear. */
function htmlOf(paragraphs: string[], link: string, button: string, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const href = escapeHtml(link);
  return [
    '<!doctype html>',
    '<html lang="fr"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#17306b;background:#f5f6fa;padding:24px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${href}" style="background:#17306b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${href}">${href}</a></p>`,
    ...after.map(p),
    '</div></body></html>',
  ].join('\n');
}

export function verificationMail(ctx: MailContext): MailMessage {
  const intro = [greeting(ctx.greetingName), `Bienvenue sur ${ctx.productName} ! Pour confirmer votre adresse email, ouvrez ce lien :`];
  const after = [
    'Ce lien est valable 24 heures. Si vous n’avez pas créé de compte, ignorez simplement ce message.',
    `L’équipe ${ctx.productName}`,
  ];
  return {
    kind: 'verify-email',
    to: ctx.to,
    subject: `Confirmez votre adresse email – ${ctx.productName}`,
    text: [...intro, ctx.link, ...after].join('\n\n'),
    html: htmlOf(intro, ctx.link, 'Confirmer mon adresse email', after),
    link: ctx.link,
  };
}

export function passwordResetMail(ctx: MailContext): MailMessage {
  const intro = [
    greeting(ctx.greetingName),
    `Vous avez demandé à réinitialiser le mot de passe de votre compte ${ctx.productName}. Choisissez un nouveau mot de passe en ouvrant ce lien :`,
  ];
  const after = [
    'Ce lien est valable 1 heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    `L’équipe ${ctx.productName}`,
  ];
  return {
    kind: 'reset-password',
    to: ctx.to,
    subject: `Réinitialisation de votre mot de passe – ${ctx.productName}`,
    text: [...intro, ctx.link, ...after].join('\n\n'),
    html: htmlOf(intro, ctx.link, 'Choisir un nouveau mot de passe', after),
    link: ctx.link,
  };
}

/** To the owner of an address someone tried to register again: no account is created, nothing is revealed to them. */
export function accountExistsMail(ctx: MailContext): MailMessage {
  const intro = [
    greeting(ctx.greetingName),
    `Quelqu’un, peut-être vous, vient de demander la création d’un compte ${ctx.productName} avec cette adresse. Vous en avez déjà un : aucun autre compte n’a été créé.`,
    'Pour vous connecter sans votre mot de passe, choisissez-en un nouveau en ouvrant ce lien :',
  ];
  const after = ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre compte reste inchangé.', `L’équipe ${ctx.productName}`];
  return {
    kind: 'account-exists',
    to: ctx.to,
    subject: `Vous avez déjà un compte – ${ctx.productName}`,
    text: [...intro, ctx.link, ...after].join('\n\n'),
    html: htmlOf(intro, ctx.link, 'Choisir un nouveau mot de passe', after),
    link: ctx.link,
  };
}
