import { afterEach, describe, expect, it, vi } from "vitest";
import { DEPLOY_DOC_SECTION, deployPlaceholders, deployWarning, warnAboutDeployPlaceholders } from "@/lib/deploy/defaults-warning";
import { parseBuildEnv } from "@/lib/env";

const live = { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://pm.acme.io", NEXT_PUBLIC_CONTACT_EMAIL: "team@acme.io" };

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("pm-knowledge-hub.deploy-warning-printed")];
});

describe("deployWarning", () => {
  it("names both variables, their values, where to set them and the deployment guide's section when both are defaults", () => {
    const message = deployWarning(parseBuildEnv({ NODE_ENV: "production" }));
    expect(message).toContain("NEXT_PUBLIC_CONTACT_EMAIL=hello@example.com");
    expect(message).toContain("NEXT_PUBLIC_SITE_URL=http://localhost:3000");
    expect(message).toContain("host's environment variables");
    expect(message).toContain("rebuild");
    expect(message).toContain(DEPLOY_DOC_SECTION);
    // One paragraph: no blank line in it.
    expect(message).not.toMatch(/\n\s*\n/);
  });

  it("names only the variable still at its default", () => {
    const emailOnly = deployWarning(parseBuildEnv({ ...live, NEXT_PUBLIC_CONTACT_EMAIL: undefined }));
    expect(emailOnly).toContain("NEXT_PUBLIC_CONTACT_EMAIL=hello@example.com");
    expect(emailOnly).not.toContain("NEXT_PUBLIC_SITE_URL");
    const urlOnly = deployWarning(parseBuildEnv({ ...live, NEXT_PUBLIC_SITE_URL: "  " }));
    expect(urlOnly).toContain("NEXT_PUBLIC_SITE_URL=http://localhost:3000");
    expect(urlOnly).not.toContain("NEXT_PUBLIC_CONTACT_EMAIL");
  });

  it("is silent when both are set to real values", () => {
    expect(deployWarning(parseBuildEnv(live))).toBeUndefined();
    expect(deployWarning(parseBuildEnv({ ...live, NEXT_PUBLIC_SITE_URL: "https://example.com.au" }))).toBeUndefined();
  });

  it("treats the defaults typed in by hand, a local address and an example.com mailbox as placeholders too", () => {
    const typed = parseBuildEnv({ NEXT_PUBLIC_SITE_URL: "http://localhost:3000/", NEXT_PUBLIC_CONTACT_EMAIL: "hello@example.com" });
    expect(deployPlaceholders(typed).map((p) => p.variable)).toEqual(["NEXT_PUBLIC_CONTACT_EMAIL", "NEXT_PUBLIC_SITE_URL"]);
    for (const url of ["http://127.0.0.1:3100", "http://0.0.0.0", "http://site.localhost"]) {
      expect(deployPlaceholders(parseBuildEnv({ ...live, NEXT_PUBLIC_SITE_URL: url }))).toEqual([
        expect.objectContaining({ variable: "NEXT_PUBLIC_SITE_URL", problem: expect.stringContaining("this machine") }),
      ]);
    }
    expect(deployPlaceholders(parseBuildEnv({ ...live, NEXT_PUBLIC_CONTACT_EMAIL: "me@mail.example.org" }))).toEqual([
      expect.objectContaining({ variable: "NEXT_PUBLIC_CONTACT_EMAIL", problem: expect.stringContaining("example domain") }),
    ]);
  });
});

describe("warnAboutDeployPlaceholders", () => {
  it("prints once per process, however often next.config.ts loads", () => {
    const print = vi.fn();
    const env = parseBuildEnv({ NODE_ENV: "production" });
    warnAboutDeployPlaceholders(env, print);
    warnAboutDeployPlaceholders(env, print);
    expect(print).toHaveBeenCalledTimes(1);
    expect(print.mock.calls[0]?.[0]).toMatch(/^⚠ Deployment settings/);
  });

  it("prints nothing for a build with real values", () => {
    const print = vi.fn();
    warnAboutDeployPlaceholders(parseBuildEnv(live), print);
    expect(print).not.toHaveBeenCalled();
  });
});
