// The xliff package (6.4.0) ships no types: the two functions the hand-off uses, as it documents them.
declare module 'xliff/js2xliff' {
  export default function js2xliff(js: unknown, options?: { indent?: string }): Promise<string>;
}
declare module 'xliff/xliff2js' {
  export interface XliffJs {
    sourceLanguage?: string;
    targetLanguage?: string;
    xliffVersion?: string;
    resources?: Record<string, Record<string, { source?: unknown; target?: unknown; note?: unknown }>>;
  }
  export default function xliff2js(xml: string): Promise<XliffJs>;
}
