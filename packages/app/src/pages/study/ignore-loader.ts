import { redirect } from 'react-router';
import { currentProduct, memberTypeAlert } from '@buddy/domain';
import type { AppContext } from '../../app/context';
import { loadProducts, requireChromium, requireSignedIn } from '../../routes/guards';

export interface StudyIgnoreData {
  /** The member-type alert of spec §8 for the current product, e.g. '지도휴회(취소) 회원입니다.' */
  alert: string;
  prodNm: string | null;
}

/** /study/ignore: the reason the current product may not study; a member who may study goes to /study. */
export async function studyIgnoreLoader(ctx: AppContext): Promise<StudyIgnoreData> {
  requireChromium(ctx);
  requireSignedIn(ctx);
  const product = currentProduct(await loadProducts(ctx));
  const alert = memberTypeAlert(product?.memTpDtl.memTp, product?.memTpDtl.memTpLabel);
  if (alert === null) throw redirect('/study');
  return { alert, prodNm: product?.prodNm ?? null };
}
