import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import yaml from 'js-yaml';
import { OpenAPIBackend, type Document } from 'openapi-backend';

/** The API the sites call (DECISIONS.md "Simulated services, real seams"): one file, read by the stand-in and the tests. */
export const contractFile = fileURLToPath(new URL('../../docs/api/openapi.yaml', import.meta.url));

export function loadContract(): Document {
  return yaml.load(readFileSync(contractFile, 'utf8')) as Document;
}

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) with the formats the contract uses (email, uri, date-time). */
export function contractAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // A CommonJS package: its function is the module itself under Node, `.default` in its types.
  ((formats as unknown as { default?: typeof formats.default }).default ?? (formats as unknown as typeof formats.default))(ajv);
  return ajv;
}

/**
 * A router and request validator built from the contract (openapi-backend), under `apiRoot`.
 * openapi-backend checks documents against the OpenAPI 3.0 schema only, so that check is left
 * out (quick mode): the file is validated as 3.1 by tests/unit/api-contract.test.ts. Its
 * validators are JSON Schema 2020-12 ones, for the same reason.
 */
export async function contractBackend(apiRoot: string): Promise<OpenAPIBackend> {
  const backend = new OpenAPIBackend({
    definition: loadContract(),
    apiRoot,
    strict: true,
    // Each operation's validators are compiled when it is first called: compiling all of them
    // held up the start of `serve` and `dev` by seconds.
    quick: true,
    customizeAjv: () => contractAjv(),
  });
  await backend.init();
  return backend;
}
