import { isIP } from "node:net";

/**
 * The visitor's IP address as the host's proxy reports it: the first entry of
 * X-Forwarded-For (Vercel and most proxies put the client there and drop what
 * the client sent; `next start` adds the connection's address when the header
 * is missing). "unknown" when there is nothing usable: every such request
 * then shares one limit, which errs on the side of limiting.
 */
export function clientIp(headers: Pick<Headers, "get">): string {
  const first = headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "";
  // Some proxies write "[v6]:port" or "v4:port"; the port is not part of who the client is.
  const bare = first.startsWith("[") ? first.slice(1, first.indexOf("]")) : first.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1");
  return isIP(bare) ? bare.toLowerCase() : "unknown";
}

/**
 * What a limit counts by: an IPv4 address as it is, an IPv4-mapped IPv6
 * address as its IPv4 form, and any other IPv6 address by its /64 prefix
 * (one subscriber line usually gets a whole /64, so counting single addresses
 * would let one machine rotate through billions of them).
 */
export function rateLimitSubject(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("::" filled in, an IPv4 tail converted). */
function expandIpv6(ip: string): string[] {
  let text = ip.toLowerCase().split("%")[0] ?? "";
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
