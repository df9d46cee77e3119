import { encode } from 'uqr';

/** A QR code drawn as SVG in the page, from a value made in the browser (no request). */
export function QrCode({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { border: 2 });
  const cells = data.length;
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${cells} ${cells}`}
      shapeRendering="crispEdges"
    >
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#0f1b2d" />
    </svg>
  );
}
