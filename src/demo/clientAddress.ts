/**
 * The client a request came from, for limits per client (reset e-mails). The HTTP demo server
 * sets this header from the connection's own address, over whatever a client sent in it; the
 * in-browser demo has one client, its browser.
 */
export const CLIENT_ADDRESS_HEADER = 'x-demo-client-address';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'this-browser';
}
