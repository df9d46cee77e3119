/**
 * A business step filled in validly, for stored progress at a later step: the wizard checks
 * stored answers again on load, and a step past an invalid one is not shown (issue 45).
 */
export const validBusiness = {
  contactName: 'Dana Levi',
  contactEmail: 'dana@example.com',
  contactPhone: '+1 202 555 0143',
  contactRole: 'Owner',
  companyName: 'Café Dana',
  companyId: '',
  companyWebsite: 'https://cafe-dana.example.com',
  companyAddress: '1 Main St',
  industry: 'other',
  subIndustry: '',
  businessSize: 'solo',
  companyDescription: '',
};
