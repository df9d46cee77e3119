import type { z } from 'zod';
import type { ContentProblem } from '../errors.ts';

/**
 * Turns zod issues into problems that name the file and the dotted field path. Given the parsed
 * `input`, an item of a list that has a `slug` is named by it: `plans[growth].messages`, not
 * `plans.1.messages`, so the path still points at the right plan after the list is reordered.
 */
export function zodProblems(file: string, error: z.ZodError, fieldPrefix = '', input?: unknown): ContentProblem[] {
  return error.issues.map((issue) => {
    const path = fieldPath(issue.path, input);
    const field = [fieldPrefix, path].filter(Boolean).join('.');
    return { file, field, message: describeIssue(issue) };
  });
}

function fieldPath(path: readonly PropertyKey[], input: unknown): string {
  let text = '';
  let value = input;
  for (const key of path) {
    const item = Array.isArray(value) && typeof key === 'number' ? (value[key] as unknown) : undefined;
    const slug = item && typeof item === 'object' ? (item as { slug?: unknown }).slug : undefined;
    text += typeof slug === 'string' && /^[a-z0-9-]+$/.test(slug) ? `[${slug}]` : `${text ? '.' : ''}${String(key)}`;
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return text;
}

/** zod's default wording, made specific where it is vague. */
function describeIssue(issue: z.core.$ZodIssue): string {
  // A missing field, or one written with nothing after the colon (`title:` is null in YAML).
  if (issue.code === 'invalid_type' && /received (undefined|null)$/.test(issue.message)) {
    return `is required (expected ${issue.expected})`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}; remove or rename ${issue.keys.length > 1 ? 'them' : 'it'}`;
  }
  // A record key that fails its schema: zod says only "Invalid key in record"; the key schema's
  // own messages say what is wrong with it. The issue's path already ends at the key.
  if (issue.code === 'invalid_key') {
    const reasons = [...new Set(issue.issues.map(describeIssue))];
    return reasons.length > 0 ? reasons.join('; ') : issue.message;
  }
  return issue.message;
}
