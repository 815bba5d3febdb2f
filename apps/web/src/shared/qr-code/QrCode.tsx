import { encode } from 'uqr';
import './qr-code.css';

/**
 * A text (an address) as a QR code: uqr computes the modules, drawn here as one SVG path. Always dark on
 * white with its quiet zone, whatever the theme: that is what scanners read. Its own chunk, loaded only
 * where a code is shown (two-factor set-up, a league's invitation).
 */
export default function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const modules = data.length;
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg className="qr-code" viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
