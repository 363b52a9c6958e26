/**
 * The reward area's wire (GET /reward/buddymon/items and /categories) in the kit's words (ADR 018): the kit's
 * `RewardItem` and `RewardCategory` name what they hold; the wire's names stay here.
 */
import type { ItemCategoryInfo, ShopItem } from '@buddy/contract';
import type { RewardCategory, RewardItem } from '@buddy/ui/reward';

export function toRewardItem(item: ShopItem): RewardItem {
  return {
    id: item.itemId,
    category: item.catgrTp,
    name: item.itemNm,
    description: item.itemConts,
    price: item.itemPrice,
    image: item.itemImgUrl,
    level: item.itemLvl,
    land: item.landCd,
    order: item.ords,
    top: item.top,
    left: item.left,
    width: item.width,
    owned: item.owned,
    quantity: item.qty,
  };
}

export function toRewardCategory(category: ItemCategoryInfo): RewardCategory {
  return { id: category.catgrTp, name: category.catgrNm, count: category.itemCount };
}
