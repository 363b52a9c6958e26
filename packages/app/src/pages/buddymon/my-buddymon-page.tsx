/**
 * /buddymon/mybuddymon, my buddymon (spec §2 reward area, §4 reward area; ADR 034): the pet as it is being dressed
 * beside the child's own items (the kit's item shelf in its inventory mode, nine a page, `?catgr=&pageNo=` in the
 * address). Wearing and taking off follow the domain's toggleItem; nothing is kept until '저장하기'. On a phone a bar
 * keeps the buddy and its save button on the screen while the items are scrolled to; leaving with an outfit not
 * saved asks first (issue 29, defect 4).
 */
import { useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rewardQueries } from '@buddy/api';
import { PAGE_SIZES } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { ItemShelf } from '../../blocks/reward';
import { useApp } from '../../app/context';
import { BuddymonFrame } from './buddymon-frame';
import { BUDDYMON_WORDS } from './buddymon-words';
import { toRewardCategory, toRewardItem } from './reward-view';
import { DressBar } from './dress-bar';
import { DressLeaveGuard } from './dress-leave-guard';
import { PetEditor } from './pet-editor';
import { useShelfAddress } from './shelf-address';
import { useDressing } from './use-dressing';

const WORDS = BUDDYMON_WORDS.dress;

export default function MyBuddymonPage() {
  const { api } = useApp();
  const address = useShelfAddress();
  const dressing = useDressing();
  const categories = useQuery(rewardQueries.categories(api, 'Y'));
  const items = useQuery({
    ...rewardQueries.items(api, { myRoomYn: 'Y', srchCatgrTp: address.category, pageNo: address.page }),
    placeholderData: keepPreviousData,
  });
  const ready = dressing.pet.data !== undefined;
  const preview = useRef<HTMLElement>(null);

  return (
    <BuddymonFrame title={WORDS.title} lead={WORDS.lead}>
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] desktop:items-start">
        <section
          ref={preview}
          aria-labelledby="dress-preview"
          className="flex min-w-0 flex-col gap-3 rounded-xl bg-surface p-5 shadow-soft"
        >
          <h2 id="dress-preview" className="m-0 text-xl font-bold text-text">
            {WORDS.preview}
          </h2>
          <PetEditor dressing={dressing} />
        </section>
        {/* On a phone the bar at the bottom must not cover the last items: room for it below them. */}
        <section aria-labelledby="dress-items" className="flex min-w-0 flex-col gap-3 max-desktop:pb-28">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="dress-items" className="m-0 text-xl font-bold text-text">
              {WORDS.inventory}
            </h2>
            <Button asChild variant="outline">
              <Link variant="plain" href="/buddymon/mybuddymon/myShop">
                {WORDS.shop}
              </Link>
            </Button>
          </div>
          <ItemShelf
            mode="inventory"
            items={items.data?.result.map(toRewardItem)}
            state={
              items.isError || categories.isError || dressing.pet.isError
                ? 'error'
                : items.data && ready
                  ? 'ready'
                  : 'loading'
            }
            placedIds={dressing.placedIds}
            onToggle={dressing.toggle}
            onRetry={() => {
              if (dressing.pet.isError) void dressing.pet.refetch();
              void categories.refetch();
              void items.refetch();
            }}
            categories={categories.data?.map(toRewardCategory) ?? []}
            category={address.category}
            onCategoryChange={address.setCategory}
            page={items.data?.page.pageNo ?? address.page}
            total={items.data?.page.totalCount ?? 0}
            pageSize={PAGE_SIZES.inventory}
            onPageChange={address.setPage}
            pageHref={address.pageHref}
          />
        </section>
      </div>
      <DressBar dressing={dressing} preview={preview} />
      <DressLeaveGuard dressing={dressing} />
    </BuddymonFrame>
  );
}
