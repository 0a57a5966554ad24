import { SiteLink } from "../ui/SiteLink.tsx";
import { currencyLabel } from "@petsies/domain";
import { getCategoryTree } from "../../lib/catalog.ts";
import { getActiveCurrency } from "../../lib/currency.ts";
import { menuColumns } from "../../lib/menu.ts";
import { AccountLink } from "../account/AccountLink.tsx";
import { CheckoutIcon } from "../ui/icons.tsx";
import { Minicart } from "../cart/Minicart.tsx";
import { CartLink } from "./CartLink.tsx";
import { CurrencySelect } from "./CurrencySelect.tsx";
import { HEADER_LINKS } from "../../lib/site-links.ts";
import { Logo } from "./Logo.tsx";
import { MegaMenuColumns, MobileMenuGroups } from "./MenuPanels.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { ProductsMenu } from "./ProductsMenu.tsx";
import { SearchPanel } from "../search/SearchPanel.tsx";

const ICON_LINK =
  "flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand sm:size-11";

/**
 * One header for both widths: the controls both need (currency, account, cart) exist once, and the
 * desktop-only nav and mobile-only menu button are display:none on the other side, so assistive tech
 * never meets a control twice.
 */
export async function Header() {
  const [tree, active] = await Promise.all([getCategoryTree(), getActiveCurrency()]);
  const columns = menuColumns(tree);
  const currencies = active.list.map((c) => ({ code: c.code, label: currencyLabel(c) }));
  // A new shop (README "Opening a new shop") has no menu yet: no empty Products menu.
  const opening = !columns.some((column) => column.links.length > 0);

  return (
    <header data-sticky-header className="sticky top-0 z-40 border-b border-sand bg-white">
      <div className="mx-auto flex h-16 max-w-[1272px] items-center px-2 sm:gap-2 sm:px-3 lg:gap-8 lg:px-6">
        <MobileMenu>
          <MobileMenuGroups columns={columns} />
        </MobileMenu>
        <SiteLink href="/" aria-label="Petsies home" className="shrink-0">
          <Logo className="h-6 w-auto sm:h-7 lg:h-[30px]" />
        </SiteLink>
        <nav aria-label="Main" className="hidden items-center gap-6 lg:flex">
          {!opening && (
            <ProductsMenu>
              <MegaMenuColumns columns={columns} />
            </ProductsMenu>
          )}
          {HEADER_LINKS.map((link) => (
            <SiteLink key={link.href} href={link.href} className="font-semibold text-ink no-underline hover:text-brand">
              {link.label}
            </SiteLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center sm:gap-1">
          <SearchPanel active={{ currency: active.currency, rate: active.rate, discounts: active.discounts ?? {} }} />
          <SiteLink
            href="/checkout/onepage/"
            aria-label="Go to checkout"
            className={`${ICON_LINK} lg:hidden`}
          >
            <CheckoutIcon />
          </SiteLink>
          <CurrencySelect options={currencies} value={active.currency.code} />
          <AccountLink className={ICON_LINK} />
          <CartLink />
          <Minicart active={{ currency: active.currency, rate: active.rate }} />
        </div>
      </div>
    </header>
  );
}
