import { expect, test } from "@playwright/test";
import { adminRoutes, publicRoutes } from "../../lib/routes";
import { expectNoAxeViolations, switchTheme, useTheme } from "../support/axe";

/**
 * axe (WCAG 2.2 AA) on every public route and the admin sign-in page, in light
 * and dark. The route list lives in lib/routes; the signed-in admin list is
 * checked inside the admin flow (tests/e2e/admin.spec.ts).
 *
 * One test per route: light as loaded, then dark switched in place (the
 * layout check's way), so each route costs one browser context and one page
 * load instead of two.
 */
const signIn = adminRoutes.filter((route) => route.path === "/admin/login");
const pages = [...publicRoutes, ...signIn, { path: "/this-page-does-not-exist", name: "Not found" }];

for (const route of pages) {
  test(`a11y: ${route.name} (${route.path}) in light and dark themes`, async ({ page }) => {
    await useTheme(page, "light");
    await page.goto(route.path);
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expectNoAxeViolations(page, "light theme");
    await switchTheme(page, "dark");
    await expectNoAxeViolations(page, "dark theme");
  });
}
