import { describe, expect, it } from 'vitest';
import { moodLayer, toRewardCategory, toRewardItem, withMood } from './reward-view';
import { MOOD_PLACEMENT } from '@buddy/domain';

describe("the reward area's wire in the kit's words", () => {
  it('maps every field of a shop item', () => {
    expect(
      toRewardItem({
        itemId: 201,
        catgrTp: 'CHAR',
        itemNm: '아기 뭉실',
        itemConts: '작은 날개를 파닥여요.',
        itemPrice: 60,
        itemImgUrl: '/content/reward/char-sky-1.svg',
        itemLvl: 1,
        landCd: 'sky',
        ords: 3,
        top: 24,
        left: 22,
        width: 56,
        owned: true,
        qty: 1,
        weeksToOpen: 0,
      }),
    ).toEqual({
      id: 201,
      category: 'CHAR',
      name: '아기 뭉실',
      description: '작은 날개를 파닥여요.',
      price: 60,
      image: '/content/reward/char-sky-1.svg',
      level: 1,
      land: 'sky',
      order: 3,
      top: 24,
      left: 22,
      width: 56,
      owned: true,
      quantity: 1,
      weeksToOpen: 0,
    });
  });

  it('maps a category with its count', () => {
    expect(toRewardCategory({ catgrTp: 'MED', catgrNm: '약', itemCount: 2 })).toEqual({
      id: 'MED',
      name: '약',
      count: 2,
    });
  });

  it('draws the mood as the top layer beside the buddy, named by its words', () => {
    const layer = moodLayer({
      mood: 'hungry',
      moodText: '배가 고파요. 밥을 주세요!',
      moodImgUrl: '/content/media/reward/moods/hungry.svg',
    });
    expect(layer).toEqual({
      id: 'hungry',
      type: 'RWD_MOOD',
      kind: '기분',
      description: '배가 고파요. 밥을 주세요!',
      order: Number.MAX_SAFE_INTEGER,
      image: '/content/media/reward/moods/hungry.svg',
      ...MOOD_PLACEMENT,
    });
    expect(layer.scenery).toBeUndefined();
  });

  it('adds the mood only to a pet that has layers, once the care is known', () => {
    const care = { mood: 'happy', moodText: '배불러서 기분이 좋아요!', moodImgUrl: '/m.svg' } as const;
    const layer = moodLayer(care);
    expect(withMood([], care)).toEqual([]);
    expect(withMood([layer], undefined)).toEqual([layer]);
    expect(withMood([layer], care)).toHaveLength(2);
  });
});
