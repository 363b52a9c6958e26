/**
 * The visitor's level-test registration (spec §3 Test location user {school, grade, name}): name, school and school
 * grade 1–6, each required, with the spec's message '{field} 항목을 확인해주세요.' (§5) on the first failing field.
 */
import { requiredMessage, type FieldError } from '@buddy/domain';

export const LEVEL_FIELD_LABELS = { usrnm: '이름', school: '학교', grade: '학년' } as const;
export type LevelField = keyof typeof LEVEL_FIELD_LABELS;

export interface LevelFormValues {
  usrnm: string;
  school: string;
  /** '1'..'6', or '' when not chosen. */
  grade: string;
}

export const LEVEL_LIMITS = { usrnm: 20, school: 40 } as const;

/** The first failing field in form order, or null; the values are trimmed by the caller. */
export function validateLevelForm(values: LevelFormValues): FieldError<LevelField> | null {
  if (values.usrnm === '' || values.usrnm.length > LEVEL_LIMITS.usrnm) {
    return { field: 'usrnm', message: requiredMessage(LEVEL_FIELD_LABELS.usrnm) };
  }
  if (values.school === '' || values.school.length > LEVEL_LIMITS.school) {
    return { field: 'school', message: requiredMessage(LEVEL_FIELD_LABELS.school) };
  }
  if (!/^[1-6]$/.test(values.grade)) {
    return { field: 'grade', message: requiredMessage(LEVEL_FIELD_LABELS.grade) };
  }
  return null;
}
