import { footerBlurb, footerColumns, footerExtras } from "@/data/site";
import { contactEmail, siteName } from "@/config/site";
import { CurrentYear } from "./current-year";

export function SiteFooter() {
  return (
    <footer id="site-footer" className="mt-20 border-t border-border bg-surface">
      {/* On phones the two link columns sit side by side under the blurb: each link is a 44 px tap target, so one column of them was a screen tall. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 sm:px-6 md:grid-cols-3 md:gap-10 lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <p className="text-lg font-bold">{siteName}</p>
          <p className="mt-3 text-sm leading-relaxed text-muted">{footerBlurb}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide uppercase">{column.heading}</h2>
            <ul className="mt-2 text-sm md:mt-4 md:space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="footer-link">
                    {link.label}
                  </a>
                </li>
              ))}
              {column.heading === "Learning & Support" ? (
                <>
                  <li>
                    <a href={`mailto:${contactEmail}`} className="footer-link">
                      Contact
                    </a>
                  </li>
                  <li>
                    <a href={`mailto:${contactEmail}`} className="footer-link">
                      {contactEmail}
                    </a>
                  </li>
                </>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {siteName}. All rights reserved.
          </p>
          <nav aria-label="More to explore">
            <ul className="flex flex-wrap gap-x-5 md:gap-y-2">
              {footerExtras.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="footer-link">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
