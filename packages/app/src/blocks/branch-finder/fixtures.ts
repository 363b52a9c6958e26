/** Sample offices and (made-up) branches for the branch stories and tests. */
import type { BranchDetailInfo } from './branch-detail';
import type { BranchOffice, BranchSummary } from './branch-finder';

export const sampleOffices: readonly BranchOffice[] = [
  { value: '01', label: '서울 강남' },
  { value: '02', label: '서울 강북' },
  { value: '03', label: '경기 남부' },
  { value: '04', label: '부산·경남' },
  { value: '05', label: '대구·경북' },
];

export interface SampleBranch extends BranchSummary {
  officeCode: string;
}

export const sampleBranches: readonly SampleBranch[] = [
  {
    code: 'B0101',
    name: '버디 대치 지점',
    office: '서울 강남',
    officeCode: '01',
    address: '서울특별시 강남구 도곡로 401',
    phone: '02-555-0101',
  },
  {
    code: 'B0102',
    name: '버디 잠실새내 지점',
    office: '서울 강남',
    officeCode: '01',
    address: '서울특별시 송파구 백제고분로 150',
    phone: '02-555-0102',
  },
  {
    code: 'B0201',
    name: '버디 노원 중계 지점',
    office: '서울 강북',
    officeCode: '02',
    address: '서울특별시 노원구 동일로 1380',
    phone: '02-555-0201',
  },
  {
    code: 'B0202',
    name: '버디 은평 뉴타운 지점',
    office: '서울 강북',
    officeCode: '02',
    address: '서울특별시 은평구 진관2로 29',
    phone: '02-555-0202',
  },
  {
    code: 'B0301',
    name: '버디 분당 정자 지점',
    office: '경기 남부',
    officeCode: '03',
    address: '경기도 성남시 분당구 정자일로 120',
    phone: '031-555-0301',
  },
  {
    code: 'B0302',
    name: '버디 수원 광교 지점',
    office: '경기 남부',
    officeCode: '03',
    address: '경기도 수원시 영통구 광교중앙로 145',
    phone: '031-555-0302',
  },
  {
    code: 'B0401',
    name: '버디 해운대 좌동 지점',
    office: '부산·경남',
    officeCode: '04',
    address: '부산광역시 해운대구 좌동순환로 99',
    phone: '051-555-0401',
  },
  {
    code: 'B0402',
    name: '버디 창원 상남 지점',
    office: '부산·경남',
    officeCode: '04',
    address: '경상남도 창원시 성산구 마디미로 40',
    phone: '055-555-0402',
  },
  {
    code: 'B0501',
    name: '버디 대구 수성 지점',
    office: '대구·경북',
    officeCode: '05',
    address: '대구광역시 수성구 달구벌대로 2450',
    phone: '053-555-0501',
  },
  {
    code: 'B0502',
    name: '버디 포항 양덕 지점',
    office: '대구·경북',
    officeCode: '05',
    address: '경상북도 포항시 북구 양덕로 88',
    phone: '054-555-0502',
  },
  {
    code: 'B0103',
    name: '버디 개포 지점',
    office: '서울 강남',
    officeCode: '01',
    address: '서울특별시 강남구 개포로 310',
    phone: '02-555-0103',
  },
  {
    code: 'B0303',
    name: '버디 용인 수지 지점',
    office: '경기 남부',
    officeCode: '03',
    address: '경기도 용인시 수지구 풍덕천로 77',
    phone: '031-555-0303',
  },
];

export const sampleBranchDetail: BranchDetailInfo = {
  code: 'B0101',
  name: '버디 대치 지점',
  office: '서울 강남',
  address: '서울특별시 강남구 도곡로 401',
  addressDetail: '버디빌딩 3층 (대치역 4번 출구에서 걸어서 3분)',
  phone: '02-555-0101',
  hours: '평일 오전 10시 ~ 오후 7시\n토요일 오전 10시 ~ 오후 2시\n일요일·공휴일 쉬어요',
  intro:
    '안녕하세요, 버디 대치 지점입니다. 아이마다 레벨 테스트로 꼭 맞는 코스를 찾아 드려요.\n\n매주 담당 선생님이 학습 리포트를 보고 보호자님께 연락드려요.\n<b>상담</b>은 전화로 먼저 예약해 주세요.',
  mapUrl: 'https://map.example.com/place/buddy-daechi',
};
