import { encode } from 'uqr';
import { tAccount as t } from '../../i18n/fr-account.ts';

/**
 * The otpauth:// address as a QR code for an authenticator app (uqr computes the modules; drawn here as
 * one SVG path). Always dark on white with its quiet zone, whatever the theme: that is what scanners read.
 * Its own chunk, loaded only when two-factor is being set up.
 */
export default function TotpQrCode({ uri }: { uri: string }) {
  const { data } = encode(uri, { ecc: 'M', border: 4 });
  const size = data.length;
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg className="totp-qr" viewBox={`0 0 ${size} ${size}`} width="176" height="176" role="img" aria-label={t('profile.two-factor.qr')} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
