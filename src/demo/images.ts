/** Placeholder artwork for seeded events and series, drawn here so the demo needs no network. */
const PALETTE = [
  '#3b5bdb',
  '#0ca678',
  '#f08c00',
  '#e03131',
  '#7048e8',
  '#1098ad',
  '#d6336c',
  '#5c940d',
];

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

export function demoImage(name: string): Response {
  const base = name.replace(/\.svg$/, '');
  const colour = PALETTE[hash(base) % PALETTE.length];
  const initials = base
    .split('-')
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${colour}"/><text x="200" y="245" font-family="sans-serif" font-size="140" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' },
  });
}
