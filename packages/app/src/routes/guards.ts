/**
 * Route guards of spec §6, run in loaders (before a page renders):
 * - signed out at /study, /auth/password or /buddymon -> '/' (the PWF reset variant of /auth/password is let through
 *   with a reset token in the navigation state);
 * - /study needs the current product's memTp (EBP preferred) in A, B, E or F, else /study/ignore;
 * - the study site in a non-Chromium browser -> /auth/browser/warning (app/browser.ts says which browsers pass).
 * Loaders of nested routes run in parallel, so each guard checks everything it relies on itself.
 */
import { redirect } from 'react-router';
import { isApiError, productQueries, profileQueries, type Product } from '@buddy/api';
import { canStudy, currentProduct } from '@buddy/domain';
import type { AppContext } from '../app/context';
import { isChromiumBrowser } from '../app/browser';

export const BROWSER_WARNING_PATH = '/auth/browser/warning';
export const STUDY_IGNORE_PATH = '/study/ignore';

export function requireSignedIn({ session }: AppContext): void {
  if (!session.isSignedIn()) throw redirect('/');
}

export function requireChromium({ browser }: AppContext): void {
  if (!isChromiumBrowser(browser ?? globalThis.navigator)) throw redirect(BROWSER_WARNING_PATH);
}

/** Runs a member query; a refused token (401, already cleared by the api) sends the visitor home signed out. */
async function memberData<T>(ctx: AppContext, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      ctx.session.changed();
      throw redirect('/');
    }
    throw error;
  }
}

/** The member's products, prefetched into the cache the header reads too. */
export function loadProducts(ctx: AppContext): Promise<Product[]> {
  return memberData(
    ctx,
    async () => (await ctx.queryClient.ensureQueryData(productQueries.all(ctx.api))).result,
  );
}

/** The study and reward sites: Chromium, signed in; the profile and the products are loaded for the header. */
export async function memberAreaLoader(ctx: AppContext, { study }: { study: boolean }) {
  if (study) requireChromium(ctx);
  requireSignedIn(ctx);
  const [profile, products] = await Promise.all([
    memberData(ctx, async () => (await ctx.queryClient.ensureQueryData(profileQueries.me(ctx.api))).result),
    loadProducts(ctx),
  ]);
  return { profile, products };
}

/**
 * /buddymon and its pages: signed in (any browser), and a member who may study, like the server's reward calls
 * (ADR 034); any other member type goes to /study/ignore, which says why.
 */
export async function buddymonLoader(ctx: AppContext) {
  const data = await memberAreaLoader(ctx, { study: false });
  if (!canStudy(currentProduct(data.products)?.memTpDtl.memTp)) throw redirect(STUDY_IGNORE_PATH);
  return data;
}

/** The current product, when its member type may study; any other member type goes to /study/ignore, which says why. */
async function requireStudyMember(ctx: AppContext) {
  const product = currentProduct(await loadProducts(ctx));
  if (!canStudy(product?.memTpDtl.memTp)) throw redirect(STUDY_IGNORE_PATH);
  return product ?? null;
}

/**
 * /study and everything under it but /study/ignore (the guide and the library too): the current product's member type
 * must be allowed to study.
 */
export async function studyMemberLoader(ctx: AppContext) {
  requireChromium(ctx);
  requireSignedIn(ctx);
  return { product: await requireStudyMember(ctx) };
}

/**
 * /tests and /incorrectQuizTests (issue 30, defect 6): a signed-in member's own test or quiz needs a member who may
 * study, like /study (the server's test calls refuse the others); the preview, the sample and a visitor's level test
 * need no member. Any browser: the paper is a brand-site address.
 */
export function memberTestLoader(ctx: AppContext, own: (params: URLSearchParams) => boolean) {
  return async ({ request }: { request: Request }) => {
    if (!ctx.session.isSignedIn() || !own(new URL(request.url).searchParams)) return null;
    await requireStudyMember(ctx);
    return null;
  };
}

/** /auth/password: signed in, or holding a find-password reset grant (the PWF variant). */
export function passwordPageLoader(ctx: AppContext) {
  const reset = ctx.passwordReset.get();
  if (!reset) requireSignedIn(ctx);
  return { mode: reset ? ('reset' as const) : ('change' as const) };
}
