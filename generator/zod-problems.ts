import type { z } from 'zod';
import type { ContentProblem } from './errors.ts';

/** Turns zod issues into problems that name the file and the dotted field path. */
export function zodProblems(file: string, error: z.ZodError, fieldPrefix = ''): ContentProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = [fieldPrefix, path].filter(Boolean).join('.');
    return { file, field, message: describeIssue(issue) };
  });
}

/** zod's default wording, made specific where it is vague. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) {
    return `is required (expected ${issue.expected})`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}; remove or rename ${issue.keys.length > 1 ? 'them' : 'it'}`;
  }
  return issue.message;
}
