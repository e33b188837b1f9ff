/** Loopback, private (RFC 1918) and IPv6 local addresses: no geolocation service can place them. */
const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|fe80:)/i;

export function isPrivateIp(ip: string): boolean {
  return PRIVATE.test(ip);
}
