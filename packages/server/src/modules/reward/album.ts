import {
  ALBUM_LIMITS,
  ALBUM_MESSAGES,
  albumComment,
  clampPage,
  isStorableText,
  PAGE_SIZES,
  parseLayout,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/tokens';
import type { RecordingLinks } from '../mypage-studies/service';
import type { AlbumRepository, PictureRow } from './album-repository';
import { checkPicture } from './picture-file';
import { renderLayout, type DrawableItem } from './render';
import type { RewardRepository } from './repository';
/** The reward area's gate, which also sets a member's area up the first time (RewardService.enter). */
export interface RewardArea {
  enter(memNo: string): Promise<void>;
}

type Schemas = components['schemas'];

/** The title of the server's drawing (the picture is one image to assistive technology). */
const DRAWING_TITLE = '나의 버디몬';

/** What the add call read from its multipart form. */
export interface PictureForm {
  cmmnt: string | undefined;
  /** The file, when one was sent (already limited to ALBUM_LIMITS.fileMaxBytes + 1 bytes). */
  file: { bytes: Buffer; truncated: boolean } | undefined;
}

/** A picture's words as stored, or 400 PICTURE_COMMENT (ADR 035: trimmed, 1 to 100, storable text). */
function comment(value: string | undefined): string {
  const stored = value !== undefined && isStorableText(value) ? albumComment(value) : null;
  if (stored === null) throw new HttpError(400, 'PICTURE_COMMENT', ALBUM_MESSAGES.comment);
  return stored;
}

const missing = () => new HttpError(404, 'PICTURE_NOT_FOUND', ALBUM_MESSAGES.missing);

/**
 * The growth album (spec §7 pictures; ADR 035): a member's pictures of their pet, taken by the server from the saved
 * layout (or uploaded as a PNG or JPEG), kept as they were, 200 at most. Another member's picture is not found.
 */
export class AlbumService {
  constructor(
    private readonly album: AlbumRepository,
    private readonly rewards: RewardRepository,
    /** The reward area's gate: a member who may not study is refused; a first visit sets the starter pet up. */
    private readonly area: RewardArea,
    private readonly clock: Clock,
    /** Signs the pictures' image links (purpose 'picture'). */
    readonly links: RecordingLinks,
    private readonly contentDir: string,
  ) {}

  /**
   * The reward area's gate (403 NO_STUDY for members who may not study), which sets the area up the first time: a
   * child who opens the album before the buddymon land has the starter pet to take a picture of.
   */
  async enter(memNo: string): Promise<void> {
    await this.area.enter(memNo);
  }

  private picture(memNo: string, row: PictureRow): Schemas['Picture'] {
    return {
      pictureNo: row.pictureNo,
      cmmnt: row.cmmnt,
      imageUrl: `/v2/reward/buddymon/pictures/${row.pictureNo}/image?sig=${this.links.sign(memNo, String(row.pictureNo))}`,
      regDt: row.createdAt.toISOString(),
      ...(row.updatedAt ? { updDt: row.updatedAt.toISOString() } : {}),
    };
  }

  /**
   * The member's saved layout drawn as one SVG (render.ts). Only items of the catalogue the member owns are drawn;
   * an unreadable saved layout is the empty layout (spec §5).
   */
  async drawing(memNo: string): Promise<string> {
    await this.area.enter(memNo);
    const pet = await this.rewards.pet(memNo);
    const layout = parseLayout(pet?.dpyData);
    const ids = [...new Set(layout.model.layers.map((layer) => layer.id))];
    const owned = await this.rewards.owned(memNo, ids);
    const items = new Map<number, DrawableItem>();
    for (const id of ids) {
      const item = owned.has(id) ? await this.rewards.item(id) : undefined;
      if (item) items.set(id, item);
    }
    return renderLayout(layout, items, this.contentDir, DRAWING_TITLE);
  }

  async page(memNo: string, query: { pageNo?: number; pageRow?: number }): Promise<Schemas['PicturePage']> {
    await this.area.enter(memNo);
    const pageRow = query.pageRow ?? PAGE_SIZES.album;
    const first = await this.album.page(memNo, { offset: 0, limit: 0 });
    const pageNo = clampPage(query.pageNo ?? 1, first.totalCount, pageRow);
    const { rows, totalCount } = await this.album.page(memNo, {
      offset: (pageNo - 1) * pageRow,
      limit: pageRow,
    });
    return {
      page: { pageNo, pageRow, totalCount },
      result: rows.map((row) => this.picture(memNo, row)),
    };
  }

  /** Adds a picture: the uploaded PNG or JPEG, or else the server's drawing of the saved layout. */
  async add(memNo: string, form: PictureForm): Promise<Schemas['Picture']> {
    await this.area.enter(memNo);
    const cmmnt = comment(form.cmmnt);
    let image: { mime: string; bytes: Uint8Array };
    if (form.file) {
      if (form.file.truncated || form.file.bytes.length > ALBUM_LIMITS.fileMaxBytes) {
        throw new HttpError(413, 'PICTURE_TOO_LARGE', ALBUM_MESSAGES.tooLarge);
      }
      const type = checkPicture(form.file.bytes);
      if (!type.ok) throw new HttpError(400, 'PICTURE_TYPE', ALBUM_MESSAGES.type);
      image = { mime: type.mime, bytes: form.file.bytes };
    } else {
      image = { mime: 'image/svg+xml', bytes: Buffer.from(await this.drawing(memNo), 'utf8') };
    }
    const row = await this.album.add(
      memNo,
      { cmmnt, mime: image.mime, image: image.bytes },
      ALBUM_LIMITS.perMember,
      this.clock(),
    );
    if (!row) throw new HttpError(409, 'PICTURE_LIMIT', ALBUM_MESSAGES.full);
    return this.picture(memNo, row);
  }

  async update(memNo: string, pictureNo: number, cmmnt: string): Promise<Schemas['Picture']> {
    await this.area.enter(memNo);
    const row = await this.album.update(memNo, pictureNo, comment(cmmnt), this.clock());
    if (!row) throw missing();
    return this.picture(memNo, row);
  }

  async remove(memNo: string, pictureNo: number): Promise<{ pictureNo: number }> {
    await this.area.enter(memNo);
    if (!(await this.album.remove(memNo, pictureNo))) throw missing();
    return { pictureNo };
  }

  /** The member's picture's bytes and type (404 for another member's). */
  async image(memNo: string, pictureNo: number): Promise<{ mime: string; bytes: Buffer }> {
    await this.area.enter(memNo);
    const row = await this.album.image(memNo, pictureNo);
    if (!row) throw missing();
    return { mime: row.mime, bytes: Buffer.from(row.image) };
  }
}
