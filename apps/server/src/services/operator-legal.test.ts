import { NO_PROVIDER_LEGAL, type ProviderLegalDto } from '@jdj/api';
import { describe, expect, it } from 'vitest';
import type { OperatorLegal } from '../config.ts';
import { NO_OPERATOR_LEGAL, withOperatorLegal } from './operator-legal.ts';

/** A provider's own items, none given (what the catalogue reads before the operator's fill the gaps). */
const { mail_provider: _none, ...NONE }: ProviderLegalDto = NO_PROVIDER_LEGAL;

const OPERATOR: OperatorLegal = {
  editor: {
    editor_name: 'Jeux du Jour SAS',
    editor_address: '4 place du Jeu, 33000 Bordeaux',
    director: 'Paul Durand',
    contact_email: 'contact@jeux.example.fr',
    contact_phone: null,
  },
  host: { host_name: 'Hébergeur Général', host_address: '3 rue du Centre, 69001 Lyon', host_phone: '04 00 00 00 00' },
  mail_provider: 'Courrier Express SAS',
};

describe('the operator’s legal items beside a provider’s own', () => {
  it('gives the default provider the operator’s editor items, one by one, where its own are empty', () => {
    const legal = withOperatorLegal({ ...NONE, director: 'Claire Petit' }, OPERATOR, true);
    expect(legal).toMatchObject({
      editor_name: 'Jeux du Jour SAS',
      director: 'Claire Petit',
      contact_email: 'contact@jeux.example.fr',
      host_name: 'Hébergeur Général',
      mail_provider: 'Courrier Express SAS',
    });
  });

  it('never gives a partner the operator’s editor: its editor is itself', () => {
    const legal = withOperatorLegal(NONE, OPERATOR, false);
    expect(legal).toMatchObject({ editor_name: null, editor_address: null, director: null, contact_email: null });
    expect(legal).toMatchObject({ host_name: 'Hébergeur Général', host_phone: '04 00 00 00 00' });
  });

  it('keeps a provider’s own host whole, missing parts included, rather than mixing two hosts', () => {
    const legal = withOperatorLegal({ ...NONE, host_name: 'OVH SAS' }, OPERATOR, false);
    expect(legal).toMatchObject({ host_name: 'OVH SAS', host_address: null, host_phone: null });
  });

  it('adds nothing when the operator set nothing', () => {
    expect(withOperatorLegal(NONE, NO_OPERATOR_LEGAL, true)).toEqual({ ...NONE, mail_provider: null });
  });
});
