/**
 * The home's news from GET /main (spec §3 Home, §7): the contest banner, the promotions, the awards, and the popups
 * showing today, each of which can be closed or hidden for the day ("오늘 하루 보지 않기", remembered in this browser
 * until the Seoul date changes). A chunk of its own, loaded once the page is drawn and the width known (pc or mobile):
 * the sections come in below the fold and the popups over the page's corner. A failed call leaves the home as it is.
 */
import { useEffect, useState } from 'react';
import { siteQueries, type Home, type HomePopup } from '@buddy/api';
import { popupHiddenKey, popupHiddenToday, seoulDate } from '@buddy/domain';
import { AwardList, ContestBanner, HomePopups, PromotionCards } from '@buddy/ui/home-promos';
import { useApp } from '../../app/context';
import { container } from './home-layout';

/**
 * GET /main once, through the query client's cache (a second visit to the home in this session shows them at once).
 * Not `useQuery`: the news never need refetching while the home is open, and its observer is 2.8 KiB more for a
 * visitor's first page (docs/decisions/037-route-budget-last-kibibytes.md). A failure leaves no news. The cache keeps
 * the whole answer: the news are its `result`.
 */
function useHomeNews(mobile: boolean): Home | undefined {
  const { api, queryClient } = useApp();
  const options = siteQueries.home(api, mobile ? 'mobile' : 'pc');
  const [news, setNews] = useState(() => queryClient.getQueryData(options.queryKey)?.result);
  useEffect(() => {
    let live = true;
    queryClient.fetchQuery(options).then(
      (answer) => live && setNews(answer.result),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The options are made anew each render; the device is what changes the call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, mobile]);
  return news;
}

/** The news for a phone or a computer (the page renders this only once the width is known). */
export default function HomeNews({ mobile }: { mobile: boolean }) {
  const { storage } = useApp();
  const data = useHomeNews(mobile);
  const [closed, setClosed] = useState<readonly number[]>([]);
  const today = seoulDate(new Date());
  const showing = (popup: HomePopup) =>
    !closed.includes(popup.popupNo) &&
    !popupHiddenToday(storage?.getItem(popupHiddenKey(popup.popupNo)), today);
  if (!data) return null;
  const banner = data.contestBnnr;

  return (
    <>
      {banner || data.promotions.length > 0 || data.awards.length > 0 ? (
        <div className="bg-background py-14">
          <div className={`${container} flex flex-col gap-10`}>
            {banner ? (
              <ContestBanner
                title={banner.title}
                text={banner.text}
                image={{ src: banner.imageUrl, alt: banner.imageAlt }}
                href={banner.linkUrl}
                linkLabel={banner.linkLabel}
              />
            ) : null}
            <PromotionCards
              items={data.promotions.map((promotion) => ({
                id: promotion.promotionNo,
                title: promotion.title,
                text: promotion.text,
                image: { src: promotion.imageUrl, alt: promotion.imageAlt },
                href: promotion.linkUrl,
              }))}
            />
            <AwardList
              items={data.awards.map((award) => ({
                id: award.awardNo,
                year: award.year,
                title: award.title,
                issuer: award.issuer,
              }))}
            />
          </div>
        </div>
      ) : null}
      <HomePopups
        popups={data.popups.filter(showing).map((popup) => ({
          id: popup.popupNo,
          title: popup.title,
          text: popup.text,
          image: popup.imageUrl ? { src: popup.imageUrl, alt: popup.imageAlt } : null,
          href: popup.linkUrl,
          linkLabel: popup.linkLabel,
        }))}
        onClose={(id, { today: forToday }) => {
          if (forToday) storage?.setItem(popupHiddenKey(id), today);
          setClosed((list) => [...list, id]);
        }}
      />
    </>
  );
}
