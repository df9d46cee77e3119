import { z } from 'zod';

const code = z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter ISO country code like "MX"' });
const phoneRule = z
  .strictObject({
    min: z.int().min(4).max(15),
    max: z.int().min(4).max(15),
    /** Digits the national number may start with, as a string ("56789"). */
    firstDigits: z.string().regex(/^\d+$/).optional(),
  })
  .refine((rule) => rule.min <= rule.max, { error: 'min must not be above max' });

/** `data/countries.json`: countries for numbers (with dial prefixes) and the phone digit rules. */
export const countriesSchema = z
  .strictObject({
    defaultCountry: code,
    featured: z.array(code).min(1),
    usNumbersFor: z.array(code),
    countries: z.array(z.strictObject({ code, dial: z.string().regex(/^\+\d{1,4}$/, { error: 'must look like "+52"' }) })).min(1),
    phoneRules: z.strictObject({ default: phoneRule, byCountry: z.record(code, phoneRule) }),
  })
  .superRefine((file, ctx) => {
    const known = new Set(file.countries.map((c) => c.code));
    for (const key of ['featured', 'usNumbersFor'] as const) {
      file[key].forEach((value, index) => {
        if (!known.has(value)) ctx.addIssue({ code: 'custom', path: [key, index], message: `"${value}" is not in countries` });
      });
    }
    if (!known.has(file.defaultCountry))
      ctx.addIssue({ code: 'custom', path: ['defaultCountry'], message: `"${file.defaultCountry}" is not in countries` });
  });

export type Countries = z.infer<typeof countriesSchema>;
export type PhoneRule = Countries['phoneRules']['default'];
