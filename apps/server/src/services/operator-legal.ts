import type { ProviderLegalDto } from '@jdj/api';
import type { OperatorLegal } from '../config.ts';

/** No LEGAL_* setting: every provider shows its own items only. */
export const NO_OPERATOR_LEGAL: OperatorLegal = {
  editor: { editor_name: null, editor_address: null, director: null, contact_email: null, contact_phone: null },
  host: { host_name: null, host_address: null, host_phone: null },
  mail_provider: null,
};

/** The provider's own items as stored (checked), before the operator's fill the gaps. */
export type OwnLegal = Omit<ProviderLegalDto, 'mail_provider'>;

/**
 * A provider's legal items with the operator's filling its gaps. The host goes as one: a provider naming a host
 * of its own (any of its three items) keeps its own, missing parts included, since mixing its host's name with
 * the operator's host's address would state a falsehood. The editor's items fill one by one, and only for the
 * default provider, whose editor the operator is either way.
 */
export function withOperatorLegal(own: OwnLegal, operator: OperatorLegal, isDefault: boolean): ProviderLegalDto {
  const ownHost = own.host_name !== null || own.host_address !== null || own.host_phone !== null;
  const editor = operator.editor;
  return {
    ...own,
    ...(isDefault
      ? {
          editor_name: own.editor_name ?? editor.editor_name,
          editor_address: own.editor_address ?? editor.editor_address,
          director: own.director ?? editor.director,
          contact_email: own.contact_email ?? editor.contact_email,
          contact_phone: own.contact_phone ?? editor.contact_phone,
        }
      : {}),
    ...(ownHost ? {} : operator.host),
    mail_provider: operator.mail_provider,
  };
}
