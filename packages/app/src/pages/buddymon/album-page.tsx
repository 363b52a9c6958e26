/**
 * /buddymon/growthAlbum, the growth album (spec §2 reward area, §4 reward area; ADR 035): the kit's album grid, eight
 * pictures a page (`?pageNo=` in the address), and its viewer, a popup with previous and next. '사진 찍기' asks the
 * server to take a picture of the buddymon as it is saved, with words the child can change at once: the viewer opens
 * on the new picture. A change of words or a deletion is made from the viewer; after any of them the album is asked
 * for again on the page it shows. A refused call says why in the app's alert, with the server's message.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { albumMutations, albumQueries, type Picture } from '@buddy/api';
import { PAGE_SIZES } from '@buddy/domain';
import { AlbumGrid, AlbumViewer, type AlbumActionState, type AlbumPicture } from '../../blocks/reward';
import { useApp } from '../../app/context';
import { pageFrom } from '../../app/list-address';
import { useNotify } from '../../app/notify';
import { BuddymonFrame } from './buddymon-frame';
import { BUDDYMON_WORDS } from './buddymon-words';
import { failureMessage } from './shelf-address';

const WORDS = BUDDYMON_WORDS.album;

const toAlbumPicture = (picture: Picture): AlbumPicture => ({
  id: picture.pictureNo,
  comment: picture.cmmnt,
  imageUrl: picture.imageUrl,
  takenAt: picture.regDt,
});

/** A mutation's state as the viewer shows it. */
const stateOf = (mutation: { isPending: boolean; isError: boolean }): AlbumActionState =>
  mutation.isPending ? 'busy' : mutation.isError ? 'failed' : 'idle';

export default function AlbumPage() {
  const { api, queryClient } = useApp();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const pageNo = pageFrom(params);
  const album = useQuery({ ...albumQueries.page(api, pageNo), placeholderData: keepPreviousData });
  const add = useMutation(albumMutations.add(api, queryClient));
  const update = useMutation(albumMutations.update(api, queryClient));
  const remove = useMutation(albumMutations.remove(api, queryClient));
  const [open, setOpen] = useState<number | null>(null);
  /** The viewer crossed a page's edge: the picture to show once that page has come (issue 29, defect 5). */
  const [crossing, setCrossing] = useState<{ page: number; index: 'first' | 'last' } | null>(null);
  const pictures = (album.data?.result ?? []).map(toAlbumPicture);
  const total = album.data?.page.totalCount ?? 0;
  const shownPage = album.data?.page.pageNo ?? pageNo;
  if (crossing && album.data && !album.isPlaceholderData && shownPage === crossing.page) {
    setCrossing(null);
    setOpen(crossing.index === 'first' ? 0 : Math.max(pictures.length - 1, 0));
  }

  const goTo = (next: number) =>
    setParams(() => (next > 1 ? new URLSearchParams({ pageNo: String(next) }) : new URLSearchParams()));

  const take = () =>
    add.mutate(
      { cmmnt: WORDS.firstWords },
      {
        // The newest picture is the first of the first page: the viewer opens on it, to change its words.
        onSuccess: () => {
          goTo(1);
          setOpen(0);
        },
        onError: (error) => void notify(WORDS.takeFailed, failureMessage(error)),
      },
    );

  const save = (id: number, comment: string) => update.mutate({ pictureNo: id, cmmnt: comment });

  const drop = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        const left = pictures.length - 1;
        // The last picture of a later page: the page before it; the viewer closes with nothing left to show.
        if (left === 0) {
          setOpen(null);
          if (pageNo > 1) goTo(pageNo - 1);
        } else setOpen((index) => (index === null ? null : Math.min(index, left - 1)));
      },
    });

  return (
    <BuddymonFrame title={WORDS.title} lead={WORDS.lead}>
      <AlbumGrid
        pictures={album.data ? pictures : undefined}
        state={album.isError ? 'error' : album.data ? 'ready' : 'loading'}
        onRetry={() => void album.refetch()}
        onOpen={(index) => {
          update.reset();
          remove.reset();
          setOpen(index);
        }}
        page={album.data?.page.pageNo ?? pageNo}
        total={total}
        pageSize={PAGE_SIZES.album}
        onPageChange={goTo}
        pageHref={(next) => (next > 1 ? `?pageNo=${next}` : '?')}
        onTake={take}
        taking={add.isPending}
      />
      <AlbumViewer
        pictures={pictures}
        index={open !== null && open < pictures.length ? open : null}
        onIndexChange={setOpen}
        before={(shownPage - 1) * PAGE_SIZES.album}
        total={total}
        onEdge={(direction) => {
          // The page before or after: the viewer stays open on this picture until it has come.
          if (crossing) return;
          setCrossing({ page: shownPage + direction, index: direction > 0 ? 'first' : 'last' });
          goTo(shownPage + direction);
        }}
        onClose={() => {
          setCrossing(null);
          setOpen(null);
        }}
        onSave={save}
        onDelete={drop}
        saveState={stateOf(update)}
        deleteState={stateOf(remove)}
      />
    </BuddymonFrame>
  );
}
