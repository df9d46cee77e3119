import { describe, expect, it } from 'vitest';
import { buildHeadersFile, headerRules, headersSkippedOnSaveData } from '../../generator/output/deploy-headers.ts';
import { buildNginxConfig } from '../../generator/output/nginx-config.ts';
import { buildSpeculationRules, buildSpeculationRulesFiles } from '../../generator/output/speculation-rules.ts';
import type { Site } from '../../generator/load/schemas/site.ts';
import type { Locale } from '../../generator/load/schemas/locales.ts';

const site = { apiBase: '', numberListEndpoint: '', analytics: { provider: 'none' } } as unknown as Site;

describe('speculation rules', () => {
  it("prefetch a locale's own links at moderate eagerness, not the sites below it, files, sign-in or nofollow links", () => {
    const rules = buildSpeculationRules({ prefix: '', basePath: '/sub' }, [{ prefix: 'mx', basePath: '/sub' }]) as {
      prefetch: { source: string; where: { and: object[] }; eagerness: string }[];
    };
    expect(Object.keys(rules)).toEqual(['prefetch']);
    const [rule] = rules.prefetch;
    expect(rule!.source).toBe('document');
    expect(rule!.eagerness).toBe('moderate');
    expect(rule!.where.and).toEqual(
      expect.arrayContaining([
        { href_matches: '/sub/*' },
        { not: { href_matches: '/sub/mx/*' } },
        { not: { href_matches: '/sub/*login*' } },
        { not: { href_matches: '/sub/*logout*' } },
        { not: { href_matches: '/sub/*/api/*' } },
        { not: { href_matches: '/sub/*.xml' } },
        { not: { href_matches: '/sub/*.md' } },
        { not: { selector_matches: '[rel~=nofollow]' } },
      ]),
    );
    expect(rule!.where.and[0]).toEqual({ href_matches: '/sub/*' });
  });

  it("gives each locale a file at its site's root, the one at the root leaving the prefixed ones out", () => {
    const locales = [{ prefix: '' }, { prefix: 'il' }] as Locale[];
    const files = buildSpeculationRulesFiles(locales);
    expect(files.map((file) => file.path)).toEqual(['speculation-rules.json', 'il/speculation-rules.json']);
    expect(files[0]!.contents).toContain('"href_matches": "/il/*"');
    expect(files[1]!.contents).toContain('"href_matches": "/il/*"');
    expect(files[1]!.contents).not.toContain('"href_matches": "/*"');
  });

  it('are the same for the root site when it is built alone (`--locale global`)', () => {
    const locales = [{ prefix: '' }, { prefix: 'il' }] as Locale[];
    expect(buildSpeculationRulesFiles([locales[0]!], locales)).toEqual([buildSpeculationRulesFiles(locales)[0]]);
  });

  it('are named by a Speculation-Rules header per locale subtree in _headers', () => {
    const headers = buildHeadersFile(site, '', [{ prefix: '' }, { prefix: 'mx' }]);
    expect(headers).toContain(
      '/*\n  Speculation-Rules: "/speculation-rules.json"\n/mx/*\n  Speculation-Rules: "/mx/speculation-rules.json"\n',
    );
    // Hosts serve `.json` as application/json, which Chrome refuses for rules: the type is named too.
    expect(headers).toContain('/mx/speculation-rules.json\n  Content-Type: application/speculationrules+json\n');
  });

  it('in nginx: by path, and not at all for Save-Data: on; the files served with their type', () => {
    const config = buildNginxConfig({
      listen: '80',
      basePath: '/sub',
      servers: [
        {
          serverName: 'www.example.com',
          root: '/var/www/site',
          localePrefixes: ['', 'mx'],
          typedFiles: [{ path: '/sub/mx/speculation-rules.json', type: 'application/speculationrules+json' }],
        },
      ],
      headers: headerRules(site, '/sub', [{ prefix: '' }, { prefix: 'mx' }]),
      skippedOnSaveData: headersSkippedOnSaveData,
      redirects: [],
    });
    expect(config).toContain(
      `map $uri $sitegen_speculation_rules_by_uri {\n  default '"/sub/speculation-rules.json"';\n  ~^/sub/mx/ '"/sub/mx/speculation-rules.json"';\n}`,
    );
    expect(config).toContain(
      'map $http_save_data $sitegen_speculation_rules {\n  default $sitegen_speculation_rules_by_uri;\n  ~*^on$ "";\n}',
    );
    expect(config).toContain('add_header Speculation-Rules $sitegen_speculation_rules always;');
    expect(config).toContain(
      'location = /sub/mx/speculation-rules.json {\n    alias /var/www/site/mx/speculation-rules.json;\n    types { }\n    default_type application/speculationrules+json;\n  }',
    );
  });
});
