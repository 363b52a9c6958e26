/**
 * Dressing the pet (spec §4 reward area): the layout being edited starts as the saved one (the server's reading of
 * it, the default empty layout when the saved one is unreadable, spec §5), changes by the domain's toggleItem, goes
 * back to the saved one ('되돌리기'), and is saved as the chosen character and the layout as JSON (dpyData).
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { rewardMutations, rewardQueries } from '@buddy/api';
import { EMPTY_LAYOUT, toggleItem, type PetLayout } from '@buddy/domain';
import type { RewardItem } from '../../blocks/reward';
import { useApp } from '../../app/context';
import { BUDDYMON_WORDS } from './buddymon-words';
import { failureMessage } from './shelf-address';

/** Where the edited layout stands against the saved one. */
export type DressingState = 'loading' | 'saved' | 'unsaved' | 'saving' | 'failed' | 'just-saved';

/** An item of the inventory as the domain places it. */
const placeable = (item: RewardItem) => ({
  id: item.id,
  category: item.category,
  name: item.name,
  image: item.image,
  top: item.top,
  left: item.left,
  width: item.width,
});

const same = (a: PetLayout, b: PetLayout) => JSON.stringify(a) === JSON.stringify(b);

export function useDressing() {
  const { api, queryClient } = useApp();
  const pet = useQuery(rewardQueries.character(api));
  const save = useMutation(rewardMutations.saveCharacter(api, queryClient));
  const [draft, setDraft] = useState<PetLayout | null>(null);
  const saved: PetLayout = pet.data?.layout ?? EMPTY_LAYOUT;
  const layout = draft ?? saved;
  const changed = draft !== null && !same(draft, saved);

  let state: DressingState = 'saved';
  if (!pet.data) state = 'loading';
  else if (save.isPending) state = 'saving';
  else if (save.isError) state = 'failed';
  else if (changed) state = 'unsaved';
  else if (save.isSuccess) state = 'just-saved';

  const failure = save.isError ? failureMessage(save.error) : '';
  const words = BUDDYMON_WORDS.dress;
  return {
    pet,
    layout,
    state,
    changed,
    /** The save's failure, in Korean. */
    failure,
    /** The name of the character being worn ('' with none). */
    name: layout.model.layers.find((layer) => layer.type === 'RWD_CHAR')?.description ?? '',
    /** No character chosen yet: nothing can be saved. */
    noCharacter: layout.characterId < 1,
    /** Where the edited layout stands, in the child's words (the preview's and the phone bar's status line). */
    line:
      state === 'failed'
        ? words.saveFailed(failure)
        : state === 'saving'
          ? words.saving
          : state === 'unsaved'
            ? words.unsaved
            : state === 'just-saved'
              ? words.saved
              : words.upToDate,
    placedIds: new Set(layout.model.layers.map((layer) => layer.id)),
    toggle(item: RewardItem) {
      if (!save.isPending) save.reset();
      setDraft(toggleItem(layout, placeable(item)));
    },
    revert() {
      save.reset();
      setDraft(null);
    },
    /** Saves the layout being edited; `onSaved` runs once it is saved (leaving after '저장하고 나가기'). */
    save(onSaved?: () => void) {
      if (layout.characterId < 1) return;
      save.mutate(
        { itemId: layout.characterId, dpyData: JSON.stringify(layout) },
        {
          onSuccess: () => {
            setDraft(null);
            onSaved?.();
          },
        },
      );
    },
  };
}

export type Dressing = ReturnType<typeof useDressing>;
