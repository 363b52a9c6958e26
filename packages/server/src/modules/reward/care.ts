import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  moodImage,
  CARE_MESSAGES,
  careRefusal,
  daysWithoutStudy,
  isMedicineCode,
  MEDICINE_ACTIONS,
  MEDICINE_EFFECTS,
  medicineRefusal,
  MOOD_TEXTS,
  moodOf,
  nightOf,
  SEOUL_OFFSET_MS,
  seoulDate,
  weekOf,
  type CareAction,
  type CareRefusal,
  type MedicineCode,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import type { Db } from '../../db/client';
import { rewardCare, rewardInventory, rewardItems } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { contentUrl } from '../studies/service';
import { grow } from './growth';
import { lockWallet, studiedDays, type Executor } from './ledger';

type BuddyCare = components['schemas']['BuddyCare'];
type CareInput = components['schemas']['CareInput'];

/** Where a moment stands in the buddy's day: the Seoul day, hour, night and week, and the keys care is done by. */
function clockOf(now: Date) {
  const today = seoulDate(now);
  const hour = new Date(now.getTime() + SEOUL_OFFSET_MS).getUTCHours();
  const night = nightOf(today, hour);
  const keys: Record<CareAction, string> = {
    FEED: today,
    HEAL: today,
    CHEER: today,
    BED: night,
    GROW: weekOf(today),
  };
  return { today, hour, keys };
}

/** The care done for the member at `now`: each action whose key (its day, night or week) is the current one. */
async function careNow(
  tx: Executor,
  memNo: string,
  keys: Record<CareAction, string>,
): Promise<Set<CareAction>> {
  const rows = await tx
    .select({ action: rewardCare.action, careKey: rewardCare.careKey })
    .from(rewardCare)
    .where(and(eq(rewardCare.memNo, memNo), inArray(rewardCare.careKey, [...new Set(Object.values(keys))])));
  return new Set(
    rows
      .filter((row) => keys[row.action as CareAction] === row.careKey)
      .map((row) => row.action as CareAction),
  );
}

/** The medicines the member holds, by code, with their counts. */
async function medicinesOf(tx: Executor, memNo: string) {
  const rows = await tx
    .select({ item: rewardItems, qty: rewardInventory.qty })
    .from(rewardInventory)
    .innerJoin(rewardItems, eq(rewardItems.itemId, rewardInventory.itemId))
    .where(and(eq(rewardInventory.memNo, memNo), eq(rewardItems.category, 'MED')));
  return rows.filter((row) => isMedicineCode(row.item.code) && row.qty > 0);
}

/** The buddy's care now, with why each action cannot be done (null when it can). */
async function reckonCare(tx: Executor, memNo: string, now: Date) {
  const { today, hour, keys } = clockOf(now);
  const [done, studied, medicines] = await Promise.all([
    careNow(tx, memNo, keys),
    studiedDays(tx, memNo),
    medicinesOf(tx, memNo),
  ]);
  const studiedToday = studied.includes(today);
  const mood = moodOf({
    hour,
    today: done,
    studiedToday,
    daysWithoutStudy: daysWithoutStudy(studied, today),
  });
  return {
    keys,
    mood,
    feed: careRefusal('FEED', { hour, today: done, studiedToday }),
    bed: careRefusal('BED', { hour, today: done, studiedToday }),
    medicines: medicines.map(({ item, qty }) => {
      const code = item.code as MedicineCode;
      return {
        item,
        code,
        qty,
        refusal: medicineRefusal(code, qty, { mood, today: done, grownThisWeek: done.has('GROW') }),
      };
    }),
  };
}

const can = (refusal: CareRefusal | null) =>
  refusal ? { can: false, reason: CARE_MESSAGES[refusal] } : { can: true };

/** The buddy's care as the server reckons it now (ADR 061): its mood, and what the child can do for it. */
export async function careOf(tx: Executor, memNo: string, now: Date): Promise<BuddyCare> {
  const care = await reckonCare(tx, memNo, now);
  return {
    mood: care.mood,
    moodText: MOOD_TEXTS[care.mood],
    moodImgUrl: contentUrl(moodImage(care.mood)),
    feed: can(care.feed),
    bed: can(care.bed),
    medicines: care.medicines.map(({ item, code, qty, refusal }) => ({
      itemId: item.itemId,
      itemNm: item.name,
      itemImgUrl: contentUrl(item.image),
      qty,
      effect: MEDICINE_EFFECTS[code],
      ...can(refusal),
    })),
  };
}

/**
 * Does a care action (ADR 061) in one transaction on the member's wallet lock: checked against the care done and the
 * clock, recorded once by its key, a medicine taken from the inventory, the growth potion growing the buddy. A care
 * that cannot be done now is refused with 409 CARE_REFUSED and its reason in the child's words.
 */
export async function doCare(db: Db, memNo: string, input: CareInput, now: Date): Promise<BuddyCare> {
  const refused = (refusal: CareRefusal) => new HttpError(409, 'CARE_REFUSED', CARE_MESSAGES[refusal]);
  return db.transaction(async (tx) => {
    await lockWallet(tx, memNo, now);
    const care = await reckonCare(tx, memNo, now);
    const record = (action: CareAction, itemId: number | null = null) =>
      tx
        .insert(rewardCare)
        .values({ memNo, action, careKey: care.keys[action], itemId, createdAt: now })
        .onConflictDoNothing();
    if (input.action === 'FEED' || input.action === 'BED') {
      const refusal = input.action === 'FEED' ? care.feed : care.bed;
      if (refusal) throw refused(refusal);
      await record(input.action);
      return careOf(tx, memNo, now);
    }
    const [item] = input.itemId
      ? await tx.select().from(rewardItems).where(eq(rewardItems.itemId, input.itemId))
      : [];
    if (!item || item.category !== 'MED' || !isMedicineCode(item.code)) {
      throw new HttpError(400, 'REWARD_REQUEST', CARE_MESSAGES.NO_MEDICINE);
    }
    const held = care.medicines.find((medicine) => medicine.item.itemId === item.itemId);
    if (!held) throw refused('NO_MEDICINE');
    if (held.refusal) throw refused(held.refusal);
    const action = MEDICINE_ACTIONS[MEDICINE_EFFECTS[item.code]];
    await record(action, item.itemId);
    await tx
      .update(rewardInventory)
      .set({ qty: sql`${rewardInventory.qty} - 1` })
      .where(and(eq(rewardInventory.memNo, memNo), eq(rewardInventory.itemId, item.itemId)));
    await tx
      .delete(rewardInventory)
      .where(
        and(
          eq(rewardInventory.memNo, memNo),
          eq(rewardInventory.itemId, item.itemId),
          sql`${rewardInventory.qty} <= 0`,
        ),
      );
    if (action === 'GROW') {
      await grow(tx, { memNo, source: 'potion', key: care.keys.GROW, points: 1, at: now });
    }
    return careOf(tx, memNo, now);
  });
}
