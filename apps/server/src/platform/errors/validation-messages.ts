import type { ErrorCode } from '@shipdeck/domain/errors/error-codes';
import type { FastifySchemaValidationError } from 'fastify';

type Mapped = { error_code: ErrorCode; message: string; field?: string };

// A schema may carry its own message key (`z.string().refine(…, 'form.error.password-rule')`).
const isMessageKey = (text: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(text);

const byKeyword = (issue: FastifySchemaValidationError): [ErrorCode, string] => {
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message ?? '')
        ? ['RequiredField', 'form.error.required']
        : ['InvalidFormatField', 'form.error.invalid-type'];
    case 'too_big':
      return ['MaxSizeExceededField', 'form.error.max-size'];
    case 'too_small':
      return ['MinSizeNotReachedField', 'form.error.min-size'];
    case 'invalid_format':
    case 'invalid_string':
      return ['InvalidFormatField', 'form.error.invalid-format'];
    case 'invalid_value':
    case 'invalid_enum_value':
    case 'invalid_union':
      return ['ValueNotAllowedField', 'form.error.value-not-allowed'];
    case 'unrecognized_keys':
      return ['ValueNotAllowedField', 'form.error.unknown-field'];
    default:
      return ['ErrorField', 'form.error.invalid'];
  }
};

/** Turns schema validation issues into envelope entries naming the offending field. */
export const validationMessages = (issues: FastifySchemaValidationError[], context?: string): Mapped[] =>
  issues.map((issue) => {
    const [code, fallbackKey] = byKeyword(issue);
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || context;
    return {
      error_code: code,
      message: issue.message && isMessageKey(issue.message) ? issue.message : fallbackKey,
      ...(field ? { field } : {}),
    };
  });
