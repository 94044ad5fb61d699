import type { NavLink } from "@/lib/content/schemas";
import { Icon } from "@/components/ui/icons";
import { SearchButton } from "@/components/search/search-button";
import { HeaderShell } from "./header-shell";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

/**
 * The site header, rendered on the server. Its client leaves are small: the
 * scroll state (HeaderShell), the current-page mark (NavLinks), the theme
 * buttons and the mobile menu. Icons are rendered here and passed in, so no
 * icon paths ship in the shared JavaScript.
 */
export function SiteHeader({ links, siteName }: { links: NavLink[]; siteName: string }) {
  const themeIcons = {
    system: <Icon name="monitor" size={18} />,
    light: <Icon name="sun" size={18} />,
    dark: <Icon name="moon" size={18} />,
  };
  return (
    <HeaderShell>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8 xl:gap-3 xl:px-3">
        <a href="/" className="flex shrink-0 items-center gap-2 text-base font-bold tracking-tight whitespace-nowrap sm:text-lg">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-primary text-sm text-primary-foreground">
            PM
          </span>
          {siteName}
        </a>
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks links={links} variant="bar" />
        </nav>
        <div className="flex items-center gap-2 xl:gap-1.5">
          <SearchButton icon={<Icon name="search" size={18} />} inputIcon={<Icon name="search" size={20} />} />
          {/* Phones keep the bar for the logo, search and the menu; their theme switch is in the menu. */}
          <div className="hidden sm:block">
            <ThemeToggle icons={themeIcons} />
          </div>
          <MobileMenu
            links={links}
            openIcon={<Icon name="menu" size={22} />}
            closeIcon={<Icon name="close" size={22} />}
            theme={<ThemeToggle icons={themeIcons} variant="menu" />}
          />
        </div>
      </div>
    </HeaderShell>
  );
}
