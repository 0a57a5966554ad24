import { SiteLink } from "../ui/SiteLink.tsx";
import type { MenuColumnView, MenuLink } from "../../lib/menu.ts";
import { ChevronDownIcon } from "../ui/icons.tsx";
import { USEFUL_LINKS } from "../../lib/site-links.ts";

/** The desktop mega-menu panel: the four columns side by side. */
export function MegaMenuColumns({ columns }: { columns: MenuColumnView[] }) {
  return (
    <div className="mx-auto grid max-w-[1272px] grid-cols-4 gap-8 px-6 py-8">
      {columns.map((column, i) => (
        <div key={column.title}>
          <p id={`menu-col-${i}`} className="mb-3 font-bold text-ink">
            {column.title}
          </p>
          <ul aria-labelledby={`menu-col-${i}`} className="space-y-2">
            {column.links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="text-ink hover:text-brand hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Group({ title, links }: { title: string; links: MenuLink[] }) {
  return (
    <details className="group border-b border-sand">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold">
        {title}
        <ChevronDownIcon className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className="pb-2">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className="block px-6 py-2 text-ink hover:bg-sand">
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The mobile side menu: the same columns as expandable groups, plus Useful Links. */
export function MobileMenuGroups({ columns }: { columns: MenuColumnView[] }) {
  return (
    <nav aria-label="Products and useful links">
      {columns.map((column) => (
        <Group key={column.title} title={column.title} links={column.links} />
      ))}
      <Group title="Useful Links" links={USEFUL_LINKS} />
    </nav>
  );
}
