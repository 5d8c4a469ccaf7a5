import type { FastifySchemaValidationError } from 'fastify';
import { feedbackBodySchema } from '../../src/lib/feedbackContract';

export { feedbackBodySchema, type FeedbackBody } from '../../src/lib/feedbackContract';

const FIELDS = Object.keys(feedbackBodySchema.properties);

export const PATTERN_HINTS: Record<string, string> = {
  page: "must be a site path starting with '/' (no scheme, no '//', no whitespace), e.g. /material-ui/getting-started/",
  section: "must be a heading anchor id made of letters, digits, '_' or '-'",
  language: "must be a language code like 'en' or 'pt-BR'",
};

/** Turns Ajv's first error into one sentence that names the offending field, for the widget's developers. */
export function describeValidationError(errors: FastifySchemaValidationError[], context = 'body'): string {
  const [error] = errors;
  if (!error) return `${context} is invalid`;
  const params = error.params as Record<string, unknown>;
  const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.');

  switch (error.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required`;
    case 'additionalProperties':
      return `unknown field "${String(params.additionalProperty)}" (allowed: ${FIELDS.join(', ')})`;
    case 'type': {
      if (!field) return `${context} must be a JSON object`;
      const types = Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
      return `${field} must be of type ${types}`;
    }
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'pattern':
      return `${field} ${PATTERN_HINTS[field] ?? 'has an invalid format'}`;
    default:
      return `${field || context} ${error.message ?? 'is invalid'}`;
  }
}
