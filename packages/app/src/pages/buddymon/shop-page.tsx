/**
 * /buddymon/mybuddymon/myShop, the shop (spec §2 reward area, §4 reward area; ADR 034): the kit's item shelf with
 * the categories as its tabs, six items a page (`?catgr=&pageNo=` in the address), and the child's coins beside it.
 * Buying asks first (the kit's BuyConfirm); once bought the dialog closes and the coins, the shelf, the lands and the
 * pet take the purchase's answer (applyPurchase: one call a purchase). A purchase carries the key the dialog was
 * opened with (newPurchaseKey), so a double tap or a retry after a lost answer buys once. A refused purchase (409
 * COIN_SHORT / ITEM_OWNED, 404, no network) closes the
 * dialog and says why in the app's alert, with the server's message.
 */
import { useState } from 'react';
import { X } from 'lucide-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { newPurchaseKey, rewardMutations, rewardQueries, type PurchaseRequest } from '@buddy/api';
import { PAGE_SIZES } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { BuyConfirm, CoinSummaryCard, ItemShelf, WeeklyPicks, type RewardItem } from '../../blocks/reward';
import { useApp } from '../../app/context';
import { useNotify } from '../../app/notify';
import { BuddymonFrame } from './buddymon-frame';
import { BUDDYMON_WORDS } from './buddymon-words';
import { toRewardCategory, toRewardItem } from './reward-view';
import { failureMessage, useShelfAddress } from './shelf-address';

const WORDS = BUDDYMON_WORDS.shop;

export default function ShopPage() {
  const { api, queryClient } = useApp();
  const notify = useNotify();
  const address = useShelfAddress();
  const summary = useQuery(rewardQueries.summary(api));
  const categories = useQuery(rewardQueries.categories(api, 'N'));
  const items = useQuery({
    ...rewardQueries.items(api, { myRoomYn: 'N', srchCatgrTp: address.category, pageNo: address.page }),
    placeholderData: keepPreviousData,
  });
  const buy = useMutation(rewardMutations.buy(api, queryClient));
  const weekly = useQuery(rewardQueries.weekly(api));
  const [chosen, setChosen] = useState<RewardItem | null>(null);
  /** The purchase the open dialog would make: its key is made when the dialog opens, once for every tap on it. */
  const [purchase, setPurchase] = useState<PurchaseRequest | null>(null);
  const [bought, setBought] = useState('');
  /** The land whose collection the last purchase completed, and its reward (ADR 062). */
  const [collection, setCollection] = useState<{ landNm: string; coins: number } | null>(null);
  const balance = summary.data?.rewardPoint;

  /** A buy button pressed: the dialog asks first, with a new key for this purchase. */
  const startBuy = (item: RewardItem) => {
    buy.reset();
    setChosen(item);
    setPurchase({ itemId: item.id, key: newPurchaseKey() });
  };

  const confirm = (item: RewardItem) => {
    setBought('');
    const request = purchase?.itemId === item.id ? purchase : { itemId: item.id, key: newPurchaseKey() };
    buy.mutate(request, {
      onSuccess: (answer) => {
        setChosen(null);
        setBought(item.name);
        setCollection(answer.collection ?? null);
      },
      onError: (error) => {
        setChosen(null);
        void notify(WORDS.failedTitle, failureMessage(error));
      },
    });
  };

  return (
    <BuddymonFrame title={WORDS.title} lead={WORDS.lead}>
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] desktop:items-start">
        <div className="flex min-w-0 flex-col gap-4 desktop:col-start-2 desktop:row-start-1">
          <CoinSummaryCard
            state={summary.isError ? 'error' : summary.data ? 'ready' : 'loading'}
            summary={summary.data}
            onRetry={() => void summary.refetch()}
          />
          {/* On a phone the note comes up at the bottom of the screen, where the child tapped, not above it. */}
          <div
            role="status"
            data-slot="shop-bought"
            className="empty:hidden max-desktop:fixed max-desktop:inset-x-4 max-desktop:bottom-4 max-desktop:z-40"
          >
            {bought ? (
              <div className="relative flex flex-col gap-3 rounded-xl bg-primary-soft p-4 pe-14 font-semibold text-text max-desktop:shadow-pop">
                <p className="m-0">{WORDS.bought(bought)}</p>
                {collection ? (
                  <p className="m-0 text-lg text-text">
                    {WORDS.collection(collection.landNm, collection.coins)}
                  </p>
                ) : null}
                {balance === undefined ? null : (
                  <p className="m-0 text-base font-normal">{WORDS.left(balance)}</p>
                )}
                <Button asChild size="lg" variant="outline">
                  <Link variant="plain" href="/buddymon/mybuddymon">
                    {WORDS.dress}
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={WORDS.closeBought}
                  className="absolute end-2 top-2 size-12 rounded-full [&_svg]:size-6"
                  onClick={() => setBought('')}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ) : null}
          </div>
        </div>
        <section
          aria-labelledby="shop-items"
          className="flex min-w-0 flex-col gap-3 desktop:col-start-1 desktop:row-start-1"
        >
          {weekly.data ? (
            <WeeklyPicks
              items={weekly.data.items.map(toRewardItem)}
              newIds={new Set(weekly.data.newItemIds)}
              balance={balance}
              busyId={buy.isPending ? (buy.variables?.itemId ?? null) : null}
              onBuy={startBuy}
            />
          ) : null}
          <h2 id="shop-items" className="m-0 text-xl font-bold text-text">
            {WORDS.heading}
          </h2>
          <ItemShelf
            mode="shop"
            items={items.data?.result.map(toRewardItem)}
            state={items.isError || categories.isError ? 'error' : items.data ? 'ready' : 'loading'}
            balance={balance}
            busyId={buy.isPending ? (buy.variables?.itemId ?? null) : null}
            onBuy={startBuy}
            onRetry={() => {
              void categories.refetch();
              void items.refetch();
            }}
            categories={categories.data?.map(toRewardCategory) ?? []}
            category={address.category}
            onCategoryChange={address.setCategory}
            page={items.data?.page.pageNo ?? address.page}
            total={items.data?.page.totalCount ?? 0}
            pageSize={PAGE_SIZES.shop}
            onPageChange={address.setPage}
            pageHref={address.pageHref}
          />
        </section>
      </div>
      <BuyConfirm
        item={chosen}
        balance={balance ?? 0}
        busy={buy.isPending}
        onConfirm={confirm}
        onCancel={() => {
          if (!buy.isPending) setChosen(null);
        }}
      />
    </BuddymonFrame>
  );
}
