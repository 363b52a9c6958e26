import { describe, expect, it } from 'vitest';
import { DEMO_ALBUM, demoAlbum, demoAlbumDrawing } from './demo-album';
import { albumComment } from './reward';

/** 12 May 2025, 09:05 in Seoul. */
const NOW = Date.UTC(2025, 4, 12, 0, 5);

describe('given the demo album at an instant', () => {
  it('lists the pictures newest first, a day apart, numbered down to the oldest, none later than now', () => {
    const album = demoAlbum(NOW);
    expect(album.map((picture) => picture.no)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(album[0]?.takenAt).toBe(new Date(NOW).toISOString());
    expect(album[1]?.takenAt).toBe('2025-05-11T00:05:00.000Z');
    expect(album.at(-1)?.comment).toBe(DEMO_ALBUM[0]?.comment);
    for (const picture of album) {
      expect(Date.parse(picture.takenAt)).toBeLessThanOrEqual(NOW);
      if (picture.editedAt) {
        expect(Date.parse(picture.editedAt)).toBeGreaterThan(Date.parse(picture.takenAt));
        expect(Date.parse(picture.editedAt)).toBeLessThanOrEqual(NOW);
      }
    }
  });

  it('leaves the newest picture unedited when its edit would come after now', () => {
    const newest = demoAlbum(NOW)[0];
    expect(DEMO_ALBUM.at(-1)?.editedAfterHours).toBeGreaterThan(0);
    expect(newest?.editedAt).toBeUndefined();
    expect(demoAlbum(NOW).filter((picture) => picture.editedAt).length).toBeGreaterThan(0);
  });

  it('gives the newest pictures of any count, going round the scenes past twelve, and none for zero', () => {
    expect(demoAlbum(NOW, 0)).toEqual([]);
    expect(demoAlbum(NOW, 3).map((picture) => picture.comment)).toEqual(
      [DEMO_ALBUM[2], DEMO_ALBUM[1], DEMO_ALBUM[0]].map((entry) => entry?.comment),
    );
    const many = demoAlbum(NOW, 30);
    expect(many).toHaveLength(30);
    expect(many[0]?.no).toBe(30);
    expect(many[0]?.comment).toBe(DEMO_ALBUM[29 % DEMO_ALBUM.length]?.comment);
  });

  it('writes only words the album takes, and draws each scene as an inert SVG data address', () => {
    for (const entry of DEMO_ALBUM) {
      expect(albumComment(entry.comment)).toBe(entry.comment);
      const url = demoAlbumDrawing(entry);
      expect(url.startsWith('data:image/svg+xml,')).toBe(true);
      const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
      expect(svg).toContain(`fill="${entry.sky}"`);
      expect(svg).not.toMatch(/<script|href=|on[a-z]+=/i);
    }
  });
});
