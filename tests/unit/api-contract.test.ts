import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { contractFile, loadContract } from '../../generator/dev/api-contract.ts';
import { apiOperations } from '../../templates/islands/services/api-operations.ts';

type Operation = {
  operationId: string;
  'x-max-answer-bytes'?: number;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
};
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the contract with its method and path. */
function operations(): { method: string; path: string; operation: Operation }[] {
  const paths = (loadContract() as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, operation: item[m]! })),
  );
}

describe('the API contract, docs/api/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(readFileSync(contractFile, 'utf8'));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has exactly the nine operations DECISIONS.md names', () => {
    expect(
      operations()
        .map(({ operation }) => operation.operationId)
        .sort(),
    ).toEqual([
      'checkVerificationCode',
      'createLead',
      'createSignup',
      'getWhatsAppConnection',
      'listAvailableNumbers',
      'requestPasswordReset',
      'sendVerificationCode',
      'signIn',
      'startWhatsAppConnection',
    ]);
  });

  it("is what the islands call: each operation's method, path and largest answer", () => {
    const fromContract = Object.fromEntries(
      operations().map(({ method, path, operation }) => [
        operation.operationId,
        { method, path, maxAnswerBytes: operation['x-max-answer-bytes'] },
      ]),
    );
    expect(apiOperations).toEqual(fromContract);
  });

  it('answers every failure with the Error body, and takes JSON (createLead also a form post)', () => {
    for (const { operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.$ref, `${operation.operationId} ${status}`).toMatch(/^#\/components\/responses\//);
      }
      const types = Object.keys(operation.requestBody?.content ?? {});
      if (operation.operationId === 'getWhatsAppConnection') expect(types).toEqual([]);
      else
        expect(types, operation.operationId).toEqual(
          operation.operationId === 'createLead' ? ['application/json', 'application/x-www-form-urlencoded'] : ['application/json'],
        );
    }
  });
});
