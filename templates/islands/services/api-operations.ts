/**
 * The operations of docs/api/openapi.yaml the islands call, by `operationId`: method, path under
 * `apiBase`, and the largest answer the contract allows (`x-max-answer-bytes`). A unit test reads
 * the contract and fails when this table and the file disagree.
 */
export const apiOperations = {
  listAvailableNumbers: { method: 'POST', path: '/numbers/available', maxAnswerBytes: 4_194_304 },
  createLead: { method: 'POST', path: '/leads', maxAnswerBytes: 16_384 },
  sendVerificationCode: { method: 'POST', path: '/verifications', maxAnswerBytes: 16_384 },
  checkVerificationCode: { method: 'POST', path: '/verifications/{verificationId}/check', maxAnswerBytes: 16_384 },
  startWhatsAppConnection: { method: 'POST', path: '/whatsapp-connections', maxAnswerBytes: 16_384 },
  getWhatsAppConnection: { method: 'GET', path: '/whatsapp-connections/{connectionId}', maxAnswerBytes: 16_384 },
  createSignup: { method: 'POST', path: '/signups', maxAnswerBytes: 16_384 },
  signIn: { method: 'POST', path: '/sessions', maxAnswerBytes: 16_384 },
  requestPasswordReset: { method: 'POST', path: '/password-resets', maxAnswerBytes: 16_384 },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string; maxAnswerBytes: number }>;

export type OperationId = keyof typeof apiOperations;

/** `/verifications/{verificationId}/check` with its parameters filled in, each URL-encoded. */
export function operationPath(operation: OperationId, params: Record<string, string> = {}): string {
  return apiOperations[operation].path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The URL of an operation under the API's base (`apiBase`, or the stand-in's path). */
export function operationUrl(api: { base: string }, operation: OperationId, params?: Record<string, string>): string {
  return `${api.base}${operationPath(operation, params)}`;
}
