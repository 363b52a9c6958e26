/**
 * The branch blocks' samples: the site's demo offices and branches (@buddy/domain/demo, which the server's demo seed
 * stores and the fake /v2 answers too, ADR 055), in the blocks' props.
 */
import { branchMapUrl } from '@buddy/domain';
import { DEMO_SALES_OFFICES, demoBranches } from '@buddy/domain/demo';
import type { BranchDetailInfo } from './branch-detail';
import type { BranchOffice, BranchSummary } from './branch-finder';

export const sampleOffices: readonly BranchOffice[] = DEMO_SALES_OFFICES.map(({ code, name }) => ({
  value: code,
  label: name,
}));

const officeName = (code: string) => sampleOffices.find((office) => office.value === code)?.label ?? '';

export interface SampleBranch extends BranchSummary {
  officeCode: string;
}

/** Every branch, office by office, as the finder lists them. */
export const sampleBranches: readonly SampleBranch[] = demoBranches().map((branch) => ({
  code: branch.branchCd,
  name: branch.name,
  office: officeName(branch.salesOfficeCd),
  officeCode: branch.salesOfficeCd,
  address: branch.address,
  phone: branch.phone,
}));

const [head] = demoBranches();
if (!head) throw new Error('The demo site has no branch.');
const first = head;

/**
 * The first branch's page, its intro with a word a site editor marked up: it is shown as the text it is (the intro
 * is text, never HTML).
 */
export const sampleBranchDetail: BranchDetailInfo = {
  code: first.branchCd,
  name: first.name,
  office: officeName(first.salesOfficeCd),
  address: first.address,
  addressDetail: first.addressDetail,
  phone: first.phone,
  hours: first.hours,
  intro: first.intro.replace('상담은', '<b>상담</b>은'),
  mapUrl: branchMapUrl(first.address),
};

/** The phone number as a tel: address (its digits). */
export const telOf = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;
