import { describe, expect, it } from "vitest";
import { clientIp, rateLimitSubject } from "@/lib/security/client-ip";

const from = (value?: string) => clientIp(new Headers(value === undefined ? {} : { "x-forwarded-for": value }));

describe("clientIp", () => {
  it("takes the first X-Forwarded-For entry, as the host's proxy sets it", () => {
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    expect(from(" 203.0.113.7 , 10.0.0.1, 172.16.0.1")).toBe("203.0.113.7");
    expect(from("2001:DB8::1, 10.0.0.1")).toBe("2001:db8::1");
  });

  it("drops a port some proxies append", () => {
    expect(from("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(from("[2001:db8::1]:443")).toBe("2001:db8::1");
  });

  it("falls back to one shared 'unknown' when there is nothing usable", () => {
    for (const bad of [undefined, "", "   ", "unknown", "<script>", "1.2.3", "999.1.1.1", "not, an, ip"]) expect(from(bad)).toBe("unknown");
  });
});

describe("rateLimitSubject", () => {
  it("counts IPv4 addresses one by one", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(rateLimitSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses by their /64, however they are written", () => {
    const subject = "2001:db8:0:1::/64";
    for (const ip of ["2001:db8:0:1::1", "2001:db8:0:1:ffff:ffff:ffff:ffff", "2001:0db8:0000:0001:0000:0000:0000:0002", "2001:db8::1:0:0:0:3"]) {
      expect(rateLimitSubject(ip)).toBe(subject);
    }
    expect(rateLimitSubject("2001:db8:0:2::1")).not.toBe(subject);
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitSubject("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(rateLimitSubject("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });
});
