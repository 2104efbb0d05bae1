import { isIP } from 'node:net';

/**
 * The client's address for throttles and logs. X-Forwarded-For is written by whoever sends the request, so it
 * counts only as far as `trustedHops` proxies of our own vouch for it: each trusted proxy appends the address it
 * received from, so the client is the entry `trustedHops` places left of the socket's peer. With no trusted
 * proxy (the default) the header is ignored: otherwise any client could pick a fresh address for every guess.
 *
 * @example
 *   clientAddress('10.0.0.2', '203.0.113.9, 198.51.100.7', 1) // '198.51.100.7': the proxy saw that peer
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const peer = socketAddress || 'unknown';
  if (trustedHops <= 0 || !forwardedFor) return peer;
  const chain = [...forwardedFor.split(',').map((s) => s.trim()), peer];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedHops)]!;
  return isIP(candidate) ? candidate : peer;
}
