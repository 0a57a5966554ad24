import { MENU_COLUMNS, categoryPath, type Category } from "@petsies/domain";

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuColumnView {
  title: string;
  links: MenuLink[];
}

/** Groups the category tree into the Products menu columns, in MENU_COLUMNS order and tree order within. */
export function menuColumns(tree: Category[]): MenuColumnView[] {
  const byColumn = new Map<string, MenuLink[]>(MENU_COLUMNS.map((title) => [title, []]));
  const visit = (categories: Category[]) => {
    for (const c of categories) {
      if (c.menu_column) byColumn.get(c.menu_column)?.push({ label: c.name, href: categoryPath(c) });
      visit(c.children_data ?? []);
    }
  };
  visit(tree);
  return MENU_COLUMNS.map((title) => ({ title, links: byColumn.get(title) ?? [] }));
}
