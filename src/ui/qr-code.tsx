// A QR code drawn locally as SVG (no image service: works offline and leaks no token to a third party).
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { d, modules: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.modules} ${path.modules}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 8 }}
    >
      <path d={path.d} fill="#000" />
    </svg>
  );
}
