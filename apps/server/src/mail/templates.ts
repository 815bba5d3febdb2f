import type { MailMessage } from './mailer.ts';

/** A partner's look in its mails (issue 38): its colour on the button, its logo on top (a PNG: mail programs show no SVG). */
export interface MailBrand {
  primary?: string;
  /** The button's text on `primary` (white or dark, whichever reads). */
  onPrimary?: string;
  /** Absolute address of the logo picture. */
  logoUrl: string | undefined;
  /** The logo's alternative text. */
  name: string;
}

/** Who a mail is for and under which name the site presents itself (the provider's). */
export interface MailContext {
  to: string;
  /** First name, else username, else nothing: "Bonjour Marie," or "Bonjour,". */
  greetingName: string | undefined;
  productName: string;
  link: string;
  /** The provider's colour and logo; the portal's look without. */
  look?: MailBrand | undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function greeting(name: string | undefined): string {
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

const PORTAL_PRIMARY = '#17306b';

/** The page around a mail's paragraphs, with the provider's logo on top when it has one. */
function page(body: string[], look: MailBrand | undefined): string {
  const logo = look?.logoUrl
    ? `<p style="margin:0 0 24px"><img src="${escapeHtml(look.logoUrl)}" alt="${escapeHtml(look.name)}" height="48" style="height:48px;max-width:240px;display:block"></p>`
    : undefined;
  return [
    '<!doctype html>',
    `<html lang="fr"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#17306b;background:#f5f6fa;padding:24px">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;border-top:6px solid ${look?.primary ?? PORTAL_PRIMARY}">`,
    ...(logo ? [logo] : []),
    ...body,
    '</div></body></html>',
  ].join('\n');
}

/** A plain, readable HTML part: one paragraph per text paragraph, the link as a button and in clear. */
function htmlOf(paragraphs: string[], link: string, button: string, after: string[], look: MailBrand | undefined): string {
  const href = escapeHtml(link);
  return page(
    [
      ...paragraphs.map(paragraph),
      `<p style="margin:24px 0"><a href="${href}" style="background:${look?.primary ?? PORTAL_PRIMARY};color:${look?.onPrimary ?? '#ffffff'};padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:14px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${href}">${href}</a></p>`,
      ...after.map(paragraph),
    ],
    look,
  );
}

export function verificationMail(ctx: MailContext): MailMessage {
  const intro = [greeting(ctx.greetingName), `Bienvenue sur ${ctx.productName} ! Pour confirmer votre adresse email, ouvrez ce lien :`];
  const after = ['Ce lien est valable 24 heures. Si vous n’avez pas créé de compte, ignorez simplement ce message.', `L’équipe ${ctx.productName}`];
  return {
    kind: 'verify-email',
    to: ctx.to,
    subject: `Confirmez votre adresse email – ${ctx.productName}`,
    text: [...intro, ctx.link, ...after].join('\n\n'),
    html: htmlOf(intro, ctx.link, 'Confirmer mon adresse email', after, ctx.look),
    link: ctx.link,
  };
}

export function passwordResetMail(ctx: MailContext): MailMessage {
  const intro = [
    greeting(ctx.greetingName),
    `Vous avez demandé à réinitialiser le mot de passe de votre compte ${ctx.productName}. Choisissez un nouveau mot de passe en ouvrant ce lien :`,
  ];
  const after = [
    'Ce lien est valable 1 heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    `L’équipe ${ctx.productName}`,
  ];
  return {
    kind: 'reset-password',
    to: ctx.to,
    subject: `Réinitialisation de votre mot de passe – ${ctx.productName}`,
    text: [...intro, ctx.link, ...after].join('\n\n'),
    html: htmlOf(intro, ctx.link, 'Choisir un nouveau mot de passe', after, ctx.look),
    link: ctx.link,
  };
}

/** To the owner of an address someone tried to register again: no account is created, nothing is revealed to them. */
export function accountExistsMail(ctx: MailContext): MailMessage {
  const intro = [
    greeting(ctx.greetingName),
    `Quelqu’un, peut-être vous, vient de demander la création d’un compte ${ctx.productName} avec cette adresse. Vous en avez déjà un : aucun autre compte n’a été créé.`,
    'Pour vous connecter sans votre mot de passe, choisissez-en un nouveau en ouvrant ce lien :',
  ];
  const after = ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre compte reste inchangé.', `L’équipe ${ctx.productName}`];
  return {
    kind: 'account-exists',
    to: ctx.to,
    subject: `Vous avez déjà un compte – ${ctx.productName}`,
    text: [...intro, ctx.link, ...after].join('\n\n'),
    html: htmlOf(intro, ctx.link, 'Choisir un nouveau mot de passe', after, ctx.look),
    link: ctx.link,
  };
}

/** To the new address of an email change: following the link makes it the account's address. */
export function emailChangeMail(ctx: MailContext): MailMessage {
  const intro = [
    greeting(ctx.greetingName),
    `Vous avez demandé que cette adresse devienne celle de votre compte ${ctx.productName}. Pour confirmer ce changement, ouvrez ce lien :`,
  ];
  const after = [
    'Ce lien est valable 24 heures. Tant qu’il n’est pas ouvert, votre compte garde son adresse actuelle. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    `L’équipe ${ctx.productName}`,
  ];
  return {
    kind: 'change-email',
    to: ctx.to,
    subject: `Confirmez votre nouvelle adresse email – ${ctx.productName}`,
    text: [...intro, ctx.link, ...after].join('\n\n'),
    html: htmlOf(intro, ctx.link, 'Confirmer ma nouvelle adresse', after, ctx.look),
    link: ctx.link,
  };
}

/** A notice without a link: what happened, and who to tell if it was not the player. */
export interface NoticeContext {
  to: string;
  greetingName: string | undefined;
  productName: string;
  /** The provider's contact address (else the default provider's), when one is known: the notice's Reply-To. */
  contact: string | undefined;
  /** The provider's « Mentions légales » page, where its publisher's details are, when no contact is known. */
  legalNoticeUrl: string;
  look?: MailBrand | undefined;
}

/**
 * Where to write when the change was not the player's: the contact, which a reply reaches too; without one, the
 * publisher's details on the legal page (a reply would reach the no-reply sender).
 */
function whereToWrite(ctx: NoticeContext): string {
  return ctx.contact
    ? `écrivez-nous sans tarder à ${ctx.contact} (ou répondez simplement à ce message)`
    : `prévenez sans tarder l’éditeur du site : ses coordonnées sont sur la page « Mentions légales », ${ctx.legalNoticeUrl}`;
}

function notice(kind: string, ctx: NoticeContext, subject: string, paragraphs: string[]): MailMessage {
  const all = [greeting(ctx.greetingName), ...paragraphs, `L’équipe ${ctx.productName}`];
  return {
    kind,
    to: ctx.to,
    subject: `${subject} – ${ctx.productName}`,
    text: all.join('\n\n'),
    html: page(all.map(paragraph), ctx.look),
    link: '',
    replyTo: ctx.contact,
  };
}

/** To the old address once an email change is confirmed: the owner learns of it even if it was not them. */
export function emailChangedMail(ctx: NoticeContext & { newEmail: string }): MailMessage {
  return notice('email-changed', ctx, 'Adresse email modifiée', [
    `L’adresse de votre compte ${ctx.productName} vient d’être remplacée par ${ctx.newEmail}. Les prochains messages du site seront envoyés à cette nouvelle adresse.`,
    `Si vous n’êtes pas à l’origine de ce changement, ${whereToWrite(ctx)} : quelqu’un a peut-être accès à votre compte.`,
  ]);
}

/**
 * After the password changed, from the profile (`changed`) or with a mailed reset link (`reset`, which also closed
 * the account's other sessions): the owner learns of it even if it was not them.
 */
export function passwordChangedMail(ctx: NoticeContext & { how: 'changed' | 'reset' }): MailMessage {
  const what =
    ctx.how === 'reset'
      ? `Le mot de passe de votre compte ${ctx.productName} vient d’être remplacé avec un lien de réinitialisation envoyé à cette adresse. Les sessions ouvertes sur vos autres appareils ont été fermées.`
      : `Le mot de passe de votre compte ${ctx.productName} vient d’être modifié depuis votre profil.`;
  return notice('password-changed', ctx, 'Mot de passe modifié', [
    what,
    `Si vous n’êtes pas à l’origine de ce changement, demandez un nouveau mot de passe depuis la page de connexion (« Mot de passe oublié ») et ${whereToWrite(ctx)} : quelqu’un a peut-être accès à votre compte.`,
  ]);
}

/** After an account's erasure (by its owner or an administrator): what is gone and what remains. */
export function accountDeletedMail(ctx: NoticeContext): MailMessage {
  return notice('account-deleted', ctx, 'Compte supprimé', [
    `Votre compte ${ctx.productName} a été supprimé, avec vos informations personnelles, vos sessions, vos comptes liés et l’historique de vos appareils.`,
    'Vos parties gagnées restent comptées dans les statistiques des jours joués, sans plus rien qui permette de vous y reconnaître ; les autres ont été effacées.',
    'Ce message est le dernier que vous recevrez : votre adresse n’est plus conservée.',
    `Si vous n’êtes pas à l’origine de cette suppression, ${whereToWrite(ctx)}.`,
  ]);
}
