import type { ComponentType } from 'react';
import ConsentBanner from './consent-banner.tsx';
import ContactForm from './contact-form.tsx';
import LoginForm from './login-form.tsx';
import OnboardingWizard from './onboarding-wizard.tsx';
import PlanPicker from './plan-picker.tsx';
import RoiCalculator from './roi-calculator.tsx';
import SiteNav from './site-nav.tsx';

/**
 * Every island by name: the name the page marks (`data-island="roi"`) and the esbuild entry
 * the page loads. The server renders them with the same runtime the browser hydrates with.
 */
export const islands = {
  'consent-banner': ConsentBanner,
  'contact-form': ContactForm,
  'login-form': LoginForm,
  'onboarding-wizard': OnboardingWizard,
  'plan-picker': PlanPicker,
  'roi-calculator': RoiCalculator,
  'site-nav': SiteNav,
} satisfies Record<string, ComponentType<any>>;

export type IslandName = keyof typeof islands;
