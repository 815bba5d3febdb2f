import { Link } from 'react-router';

/** The provider's own legal page when it has one (another site), else the portal's page in its name. */
export function LegalLink({ url, to, label, onClick }: { url: string | null; to: string; label: string; onClick?: () => void }) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {label}
    </a>
  ) : (
    <Link to={to} onClick={onClick}>
      {label}
    </Link>
  );
}

/** Paths of the portal's legal pages (routes.tsx). */
export const LEGAL_NOTICE_PATH = '/mentions-legales';
export const PRIVACY_PATH = '/confidentialite';
export const ACCOUNT_DELETED_PATH = '/compte-supprime';
