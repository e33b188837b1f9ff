/**
 * Configured address templates with `{name}` placeholders (VITE_EXPLORER_URL, VITE_IPGEO_URL):
 * filled for a call, and matched by the demo API that answers them.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]) : whole,
  );
}

/** A RegExp for addresses made from `template`, capturing `{capture}` as its first group. */
export function templatePattern(template: string, capture: string): RegExp {
  const parts = template.split(/(\{\w+\})/).map((part) => {
    if (part === `{${capture}}`) return '([^/?#]+)';
    if (/^\{\w+\}$/.test(part)) return '[^/?#]*';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}
