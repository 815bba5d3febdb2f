import { describe, expect, it } from 'vitest';
import { passwordChangedMail, verificationMail } from './templates.ts';

const base = { to: 'marie@exemple.fr', greetingName: 'Marie', productName: 'Le Journal Partenaire', link: 'https://jeux.journal.fr/verify-email?token=t' };

describe('a mail in its provider’s look (issue 38)', () => {
  it('puts the partner’s logo on top and its colour on the button, with the text that reads on it', () => {
    const mail = verificationMail({
      ...base,
      look: { primary: '#f1c40f', onPrimary: '#1b2333', logoUrl: 'https://jeux.journal.fr/brand/partenaire/mail-logo.png?v=1', name: 'Le Journal Partenaire' },
    });
    expect(mail.html).toContain('<img src="https://jeux.journal.fr/brand/partenaire/mail-logo.png?v=1" alt="Le Journal Partenaire"');
    expect(mail.html).toContain('background:#f1c40f;color:#1b2333;');
    expect(mail.html).not.toContain('#17306b;color:#ffffff');
    expect(mail.text).not.toContain('<img');
  });

  it('keeps the portal’s look without a brand, and notices carry the look too', () => {
    const plain = verificationMail(base);
    expect(plain.html).toContain('background:#17306b;color:#ffffff;');
    expect(plain.html).not.toContain('<img');
    const notice = passwordChangedMail({
      ...base,
      contact: undefined,
      legalNoticeUrl: 'https://x/mentions-legales',
      how: 'changed',
      look: { primary: '#8a1020', logoUrl: undefined, name: 'X' },
    });
    expect(notice.html).toContain('border-top:6px solid #8a1020');
  });
});
