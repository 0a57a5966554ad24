/**
 * The frame of every signed-in screen: the shop's name, the navigation the staff member's role allows, who is
 * signed in, and the ways out. Each screen's PageHeader takes focus after a navigation.
 */
import { Link, Outlet } from "@tanstack/react-router";
import { STAFF_ROLE_NAMES, type StaffRole } from "@petsies/contract/admin";
import { isOwner, servesCustomers, useSession } from "../../lib/session.ts";
import { SignOutButtons } from "./SignOutButtons.tsx";

const everyone = () => true;

const NAV = [
  { to: "/", label: "Dashboard", shownTo: everyone },
  { to: "/orders", label: "Orders", shownTo: everyone },
  { to: "/customers", label: "Customers", shownTo: servesCustomers },
  { to: "/products", label: "Products", shownTo: everyone },
  { to: "/categories", label: "Categories", shownTo: isOwner },
  { to: "/staff", label: "Staff", shownTo: isOwner },
  { to: "/audit", label: "Audit log", shownTo: isOwner },
  { to: "/jobs", label: "Jobs", shownTo: isOwner },
  { to: "/coupons", label: "Coupons", shownTo: isOwner },
  { to: "/campaigns", label: "Campaigns", shownTo: isOwner },
  { to: "/content", label: "Content", shownTo: isOwner },
  { to: "/reviews", label: "Reviews", shownTo: servesCustomers },
  { to: "/birthdays", label: "Birthdays", shownTo: servesCustomers },
  { to: "/newsletter", label: "Newsletter", shownTo: servesCustomers },
  { to: "/url-rewrites", label: "URL rewrites", shownTo: isOwner },
  { to: "/gift-cards", label: "Gift cards", shownTo: servesCustomers },
] as const satisfies readonly { to: string; label: string; shownTo: (role: StaffRole) => boolean }[];

export function AppShell() {
  const { staff } = useSession();
  const links = NAV.filter((item) => item.shownTo(staff.role));

  return (
    <div className="min-h-screen md:flex">
      <header className="border-b border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col md:border-b-0 md:border-r">
        <div className="flex items-center justify-between gap-2 px-4 py-3 md:block md:py-5">
          <Link to="/" className="text-base font-semibold text-slate-900 hover:text-indigo-800">
            Petsies back office
          </Link>
        </div>
        <nav aria-label="Main" className="overflow-x-auto px-2 pb-2 md:flex-1 md:pb-0">
          <ul className="flex gap-1 md:flex-col">
            {links.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: item.to === "/", includeSearch: false }}
                  className="block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-800"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 md:block md:space-y-3">
          <p className="text-sm">
            <span className="block font-medium text-slate-900">{staff.name}</span>
            <span className="block text-slate-600">{STAFF_ROLE_NAMES[staff.role]}</span>
          </p>
          <div className="flex flex-col gap-1 text-sm">
            <Link to="/passkeys" className="text-indigo-800 underline-offset-2 hover:underline">
              Passkeys
            </Link>
            {staff.totpEnabled ? (
              <Link to="/two-factor" className="text-indigo-800 underline-offset-2 hover:underline">
                Replace two-factor
              </Link>
            ) : null}
          </div>
          <SignOutButtons />
        </div>
      </header>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
        <Outlet />
      </main>
    </div>
  );
}
