import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../lib/routes";
import { expectNoAxeViolations, useTheme, type Theme } from "../support/axe";

/** axe (WCAG 2.2 AA) on every public route, in light and dark. The route list lives in lib/routes. */
const themes: Theme[] = ["light", "dark"];
const pages = [...publicRoutes, { path: "/this-page-does-not-exist", name: "Not found" }];

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
