import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { linkIn, parseMail } from './test-kit.ts';

/** A mail built by nodemailer as the server builds them, returned as its raw text. */
async function rawMail(text: string, html: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: 'a@exemple.fr', to: 'b@exemple.fr', subject: 'Vérifiez', text, html });
  return (info.message as Buffer).toString('utf8');
}

describe("the test kit's mail reader", () => {
  it('keeps a link whole when a quoted-printable line of it starts with "--"', async () => {
    // Every position of the dashes, so one of them falls at the start of a wrapped line.
    for (let pad = 0; pad < 80; pad += 1) {
      const link = `http://localhost:1/verify-email?token=${'a'.repeat(pad)}--b${'c'.repeat(40)}`;
      const mail = parseMail(await rawMail(`Bonjour é,\n${link}\n`, `<p>Bonjour é, <a href="${link}">lien</a></p>`));
      expect(linkIn({ ...mail, to: ['b@exemple.fr'] }, 'http://localhost:1/verify-email?').toString()).toBe(link);
      expect(mail.html).toContain(link);
    }
  });
});
