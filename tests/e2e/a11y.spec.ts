import { expect, test } from "@playwright/test";
import { adminRoutes, publicRoutes } from "../../lib/routes";
import { expectNoAxeViolations, useTheme, type Theme } from "../support/axe";

/**
 * axe (WCAG 2.2 AA) on every public route and the admin sign-in page, in light
 * and dark. The route list lives in lib/routes; the signed-in admin list is
 * checked inside the admin flow (tests/e2e/admin.spec.ts).
 */
const themes: Theme[] = ["light", "dark"];
const signIn = adminRoutes.filter((route) => route.path === "/admin/login");
const pages = [...publicRoutes, ...signIn, { path: "/this-page-does-not-exist", name: "Not found" }];

for (const route of pages) {
  for (const theme of themes) {
    test(`a11y: ${route.name} (${route.path}) in ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(route.path);
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await expectNoAxeViolations(page);
    });
  }
}
