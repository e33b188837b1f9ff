import { getConfig } from '../config';
import { fillTemplate } from '../lib/urlTemplate';
import { isPrivateIp } from '../lib/ipRanges';
import { say } from '../../resources/_text';
import { t } from '../i18n/translator';

/** What the page shows for an IP: "City, Region, Country", or why there is no place (English). */
const cache = new Map<string, Promise<string>>();

interface GeoAnswer {
  city?: string;
  region?: string;
  country_name?: string;
  error?: boolean;
  reason?: string;
}

async function fetchPlace(ip: string): Promise<string> {
  if (isPrivateIp(ip)) return say`Private network`;
  try {
    // A third-party service: no admin token, no referrer, no cookies (SECURITY: tokens stay home).
    const response = await fetch(fillTemplate(getConfig().ipGeoUrl, { ip }), {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    const answer = (await response.json()) as GeoAnswer;
    if (!response.ok || answer.error) return answer.reason ?? say`Location unavailable`;
    const place = [answer.city, answer.region, answer.country_name].filter(
      (part, index, all) => part && all.indexOf(part) === index,
    );
    return place.length ? place.join(', ') : say`Location unavailable`;
  } catch {
    return say`Location unavailable`;
  }
}

/**
 * Where an IP is, from the configured IP-geolocation service (VITE_IPGEO_URL), asked once per IP
 * for the whole visit: a page of 20 sign-ins from 3 addresses makes 3 calls, and paging back none.
 * Kept in English; answered in the admin's language as it is now ("Red privada").
 */
export function lookupPlace(ip: string): Promise<string> {
  let place = cache.get(ip);
  if (!place) {
    place = fetchPlace(ip);
    cache.set(ip, place);
  }
  return place.then((found) => t(found));
}

/** Tests start from an empty cache. */
export function forgetPlaces(): void {
  cache.clear();
}
