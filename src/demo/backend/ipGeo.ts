import { templatePattern } from '../../lib/urlTemplate';
import { isPrivateIp } from '../../lib/ipRanges';

/** Where the demo answers IP geolocation when no template is configured: /ipgeo/{ip} on any host. */
const DEMO_IPGEO_PATH = '/ipgeo/{ip}';

const PLACES: readonly [city: string, region: string, country: string, code: string][] = [
  ['Frankfurt am Main', 'Hesse', 'Germany', 'DE'],
  ['London', 'England', 'United Kingdom', 'GB'],
  ['Singapore', 'Singapore', 'Singapore', 'SG'],
  ['New York', 'New York', 'United States', 'US'],
  ['São Paulo', 'São Paulo', 'Brazil', 'BR'],
  ['Tokyo', 'Tokyo', 'Japan', 'JP'],
  ['Lagos', 'Lagos', 'Nigeria', 'NG'],
  ['Toronto', 'Ontario', 'Canada', 'CA'],
  ['Sydney', 'New South Wales', 'Australia', 'AU'],
  ['Bengaluru', 'Karnataka', 'India', 'IN'],
];

/** The same answer for the same IP, shaped like ipapi.co's /{ip}/json/. */
export function ipGeoAnswer(ip: string): Response {
  const valid = /^[\d.]+$|^[\da-f:]+$/i.test(ip);
  if (!valid)
    return Response.json({ ip, error: true, reason: 'Invalid IP Address' }, { status: 400 });
  if (isPrivateIp(ip)) return Response.json({ ip, error: true, reason: 'Reserved IP Address' });
  let hash = 0;
  for (const char of ip) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [city, region, country_name, country_code] = PLACES[hash % PLACES.length];
  return Response.json({ ip, city, region, country_name, country_code });
}

/**
 * Which IP a request asks about: a call to the configured template (the browser's demo mode), or
 * to /ipgeo/{ip} on the demo server's own host (a demo-off build pointed at it); else undefined.
 */
export function ipGeoMatcher(template?: string): (url: string) => string | undefined {
  const configured = template ? templatePattern(template, 'ip') : undefined;
  const own = templatePattern(DEMO_IPGEO_PATH, 'ip');
  return (url) => {
    const match = configured?.exec(url) ?? own.exec(new URL(url).pathname);
    if (!match) return undefined;
    try {
      return decodeURIComponent(match[1]);
    } catch {
      // "%E0%A4%A" decodes to nothing: asked as it is, it is no IP (400), never an exception.
      return match[1];
    }
  };
}
