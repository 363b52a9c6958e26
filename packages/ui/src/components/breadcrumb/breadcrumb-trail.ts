import { currentTrail, type MenuItem } from '../header/menu-entry';

/** The items a breadcrumb select may offer: visible pages (a popup or a hidden page is no place to go to). */
export function navigableItems(items: readonly MenuItem[] | undefined): MenuItem[] {
  return (items ?? []).filter((item) => !item.invisible && !item.popup);
}

export type BreadcrumbLevel = { options: MenuItem[]; selected: MenuItem | undefined };

/**
 * The chained selects for `path` (spec §2): level 1 lists the top items, level 2 the chosen top item's children,
 * level 3 the chosen child's children. The chosen items are the menu trail to the current page (deepest match);
 * a level appears only when the level above has a chosen item with children to offer.
 */
export function breadcrumbLevels(menu: readonly MenuItem[], path: string, maxLevels = 3): BreadcrumbLevel[] {
  const trail = currentTrail(menu, path);
  const levels: BreadcrumbLevel[] = [{ options: navigableItems(menu), selected: trail[0] }];
  for (let i = 0; i < maxLevels - 1; i += 1) {
    const parent = trail[i];
    const options = navigableItems(parent?.children);
    if (!parent || options.length === 0) break;
    levels.push({ options, selected: trail[i + 1] });
  }
  return levels;
}
