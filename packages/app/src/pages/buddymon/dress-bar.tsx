/**
 * My buddymon on a phone (issue 29, defect 4): the preview sits above the child's items, so once the child scrolls
 * down to them the buddy and its save button are off the screen. While the buddy is out of view, a bar at the
 * bottom of a phone's screen shows the buddy as it is being dressed, whether it is saved, and '이대로 저장하기'.
 * Wide screens keep the preview beside the items and never show the bar.
 */
import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@buddy/ui/button';
import { PetStage } from '@buddy/ui/pet-stage';
import { BUDDYMON_WORDS } from './buddymon-words';
import { toPetLayers } from './reward-view';
import type { Dressing } from './use-dressing';

const WORDS = BUDDYMON_WORDS.dress;

/**
 * Whether the buddy of the preview `target` is mostly out of the viewport (less than half of its stage shows; false
 * until measured, and where nothing can measure). The stage, not the whole preview: its buttons may still show
 * while the buddy itself has gone above the screen.
 */
function useBuddyOutOfView(target: RefObject<HTMLElement | null>, ready: boolean): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const stage = target.current?.querySelector('[data-slot="pet-stage"]');
    if (!ready || !stage || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      ([entry]) => setOut(entry ? entry.intersectionRatio < 0.5 : false),
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(stage);
    return () => observer.disconnect();
  }, [target, ready]);
  return out;
}

export function DressBar({
  dressing,
  preview,
}: {
  dressing: Dressing;
  preview: RefObject<HTMLElement | null>;
}) {
  const out = useBuddyOutOfView(preview, dressing.pet.data !== undefined);
  const { layout, state, name, noCharacter, line } = dressing;
  if (!out || !dressing.pet.data) return null;
  return (
    <section
      aria-label={WORDS.bar}
      data-slot="dress-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center gap-3 border-t-2 border-border bg-surface px-4 py-3 shadow-pop desktop:hidden"
    >
      <PetStage
        layers={toPetLayers(layout)}
        label={WORDS.petLabel(name)}
        size="sm"
        className="w-20 shrink-0"
      />
      <p
        data-state={state}
        className="m-0 min-w-0 flex-1 text-base leading-snug font-semibold break-keep text-text"
      >
        {line}
      </p>
      <Button
        size="lg"
        className="shrink-0"
        loading={state === 'saving'}
        aria-disabled={noCharacter || state === 'saving' || !dressing.changed || undefined}
        onClick={() => {
          if (!noCharacter && state !== 'saving' && dressing.changed) dressing.save();
        }}
      >
        {WORDS.barSave}
      </Button>
    </section>
  );
}
