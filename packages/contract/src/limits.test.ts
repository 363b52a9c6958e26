import {
  ACCOUNT_LIMITS,
  TRIAL_LIMITS,
  ALBUM_LIMITS,
  BOARD_LIMITS,
  COURSES,
  LAYER_LIMITS,
  MAX_PAGE_NO,
  MAX_STEP,
  MAX_WEEK,
  QNA_CONTENT_TYPES,
  RECORDING_LIMITS,
} from '@buddy/domain';
import { describe, expect, it } from 'vitest';
import contract from '../bundled/openapi.json' with { type: 'json' };

/*
 * The domain's limits and the contract's say the same thing: a form the app lets through is never refused by the
 * server's validation, and a limit changed in one place fails here until the other follows.
 */

type Schema = {
  $ref?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  properties?: Record<string, Schema>;
};
const schemas = contract.components.schemas as Record<string, Schema>;

/** A component schema's property, following one $ref. */
function field(schema: string, property: string): Schema {
  const found = schemas[schema]?.properties?.[property];
  if (!found) throw new Error(`the contract has no ${schema}.${property}`);
  const ref = found.$ref?.replace('#/components/schemas/', '');
  return ref ? (schemas[ref] ?? {}) : found;
}

describe('given the limits of the board forms', () => {
  it.each([
    ['InquiryForm', 'title', BOARD_LIMITS.title],
    ['InquiryForm', 'content', BOARD_LIMITS.content],
    ['QnaForm', 'title', BOARD_LIMITS.title],
    ['QnaForm', 'content', BOARD_LIMITS.content],
    ['MemoForm', 'content', BOARD_LIMITS.memo],
    ['MemoUpdate', 'content', BOARD_LIMITS.memo],
    ['PictureUpload', 'cmmnt', ALBUM_LIMITS.commentMax],
    ['PictureUpdate', 'cmmnt', ALBUM_LIMITS.commentMax],
    ['Picture', 'cmmnt', ALBUM_LIMITS.commentMax],
  ])('%s.%s allows %i characters, as the domain does', (schema, property, limit) => {
    expect(field(schema, property).maxLength).toBe(limit);
  });
});

describe('given the study and test ranges', () => {
  it.each([
    ['TestLoadRequest', 'stdStep', 1, MAX_STEP],
    ['TestLoadRequest', 'stdWeek', 0, MAX_WEEK],
    ['ProgressRequest', 'stdStep', 1, MAX_STEP],
    ['ProgressRequest', 'stdWeek', 1, MAX_WEEK],
  ])('%s.%s runs from %i to %i', (schema, property, minimum, maximum) => {
    expect(field(schema, property)).toMatchObject({ minimum, maximum });
  });

  it('names the courses A to G, as the domain does', () => {
    expect(field('TestLoadRequest', 'stdCourse').enum).toEqual([...COURSES]);
  });

  it('names the Q&A content types the domain offers', () => {
    expect(schemas.QnaContentType?.enum).toEqual(Object.keys(QNA_CONTENT_TYPES));
  });

  it('takes recordings up to the domain size in its description of the upload', () => {
    expect(RECORDING_LIMITS.maxBytes).toBe(5 * 1024 * 1024);
    expect(JSON.stringify(contract.paths['/study-course/studies/ptflo'])).toContain('5 MB');
  });

  it('takes album pictures up to the domain size and count in its description of the upload', () => {
    expect(ALBUM_LIMITS.fileMaxBytes).toBe(1024 * 1024);
    const upload = JSON.stringify(contract.paths['/reward/buddymon/pictures']);
    expect(upload).toContain('1 MB');
    expect(upload).toContain(`${ALBUM_LIMITS.perMember} pictures`);
  });
});

describe('given the limits of the account forms', () => {
  it.each([
    ['ResetCodeRequest', 'memLoginId', ACCOUNT_LIMITS.memLoginId],
    ['FindIdRequest', 'memNm', ACCOUNT_LIMITS.memNm],
    ['FindPasswordRequest', 'memLoginId', ACCOUNT_LIMITS.memLoginId],
    ['FindPasswordRequest', 'memNm', ACCOUNT_LIMITS.memNm],
    ['PasswordChangeRequest', 'chgPwd', ACCOUNT_LIMITS.memPwd],
  ])('%s.%s takes at most %i characters in both', (schema, property, max) => {
    expect(field(schema, property).maxLength).toBe(max);
  });
});

describe('given the limits of the trial request', () => {
  it.each([
    ['TrialRequest', 'parentName', TRIAL_LIMITS.parentName],
    ['TrialRequest', 'note', TRIAL_LIMITS.note],
  ])('%s.%s takes at most %i characters in both', (schema, property, max) => {
    expect(field(schema, property).maxLength).toBe(max);
  });
});

describe('given the lists that take a page number', () => {
  it("take every page up to the domain's MAX_PAGE_NO and none past it, in every call", () => {
    const pageParameters = Object.values(
      contract.paths as Record<string, Record<string, { parameters?: unknown[] }>>,
    )
      .flatMap((path) => Object.values(path))
      .flatMap((operation) => (operation.parameters ?? []) as { name?: string; schema?: Schema }[])
      .filter((parameter) => parameter.name === 'pageNo');
    expect(pageParameters.length).toBeGreaterThan(5);
    for (const parameter of pageParameters) {
      expect(parameter.schema).toMatchObject({ minimum: 1, maximum: MAX_PAGE_NO });
    }
  });
});

describe('given where a layer of a saved layout may sit', () => {
  it.each(Object.entries(LAYER_LIMITS))('bounds %s as the contract does', (name, limits) => {
    const schema = field('Layer', name);
    expect({ min: schema.minimum, max: schema.maximum }).toEqual(limits);
  });
});
