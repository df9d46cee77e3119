import type { ReactElement } from 'react';
import type { PageContext } from '../context.ts';
import type { LegalContent, PageData, PostContent, PostSummary } from '../page-data.ts';
import { SiteLayout, siteLayoutMarkup, type MainMarkup } from '../layout/site-layout.tsx';
import { blogListMarkup } from './blog-list-page.tsx';
import { blogPostMarkup } from './blog-post-page.tsx';
import { ContactPage } from './contact-page.tsx';
import { HelpPage } from './help-page.tsx';
import { HomePage } from './home-page.tsx';
import { HowItWorksPage } from './how-it-works-page.tsx';
import { LegalPage } from './legal-page.tsx';
import { LoginPage } from './login-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { OnboardingPage, type OnboardingData } from './onboarding-page.tsx';
import { PricingPage } from './pricing-page.tsx';
import { RoiPage } from './roi-page.tsx';
import { TestimonialsPage } from './testimonials-page.tsx';

/** What a route hands to its template. */
export type PageContent =
  | { kind: 'page' }
  | { kind: 'home'; featuredPosts: PostSummary[] }
  | { kind: 'legal'; doc: LegalContent }
  | { kind: 'blogList'; posts: PostSummary[]; page: number; pageCount: number }
  | { kind: 'post'; post: PostContent }
  | { kind: 'onboarding'; onboarding: OnboardingData };

export interface PageProps {
  ctx: PageContext;
  data: PageData;
  content: PageContent;
}

/** A page's content as elements, or as markup for `<main>` (pages made from a locale template). */
type PageRenderer = (props: PageProps) => ReactElement | MainMarkup;

function legal({ ctx, content }: PageProps) {
  if (content.kind !== 'legal') throw new Error('The legal template needs a legal document.');
  return <LegalPage ctx={ctx} doc={content.doc} />;
}

function blogPost({ ctx, content }: PageProps): MainMarkup {
  if (content.kind !== 'post') throw new Error('The blog post template needs a post.');
  return { mainHtml: blogPostMarkup(ctx, content.post) };
}

function blogList({ ctx, content }: PageProps): MainMarkup {
  if (content.kind !== 'blogList') throw new Error('The blog list template needs a list of posts.');
  return { mainHtml: blogListMarkup(ctx, content.posts, content.page, content.pageCount) };
}

/** Template name (from the route table) → page component. */
export const pageTemplates = {
  home: ({ ctx, data, content }) => <HomePage ctx={ctx} data={data} featuredPosts={content.kind === 'home' ? content.featuredPosts : []} />,
  howItWorks: ({ ctx }) => <HowItWorksPage ctx={ctx} />,
  roi: ({ ctx }) => <RoiPage ctx={ctx} />,
  testimonials: ({ ctx, data }) => <TestimonialsPage ctx={ctx} data={data} />,
  pricing: ({ ctx, data }) => <PricingPage ctx={ctx} data={data} />,
  contact: ({ ctx, data }) => <ContactPage ctx={ctx} data={data} />,
  help: ({ ctx, data }) => <HelpPage ctx={ctx} data={data} />,
  legal,
  login: ({ ctx }) => <LoginPage ctx={ctx} />,
  onboarding: ({ ctx, data, content }) => {
    if (content.kind !== 'onboarding') throw new Error('The onboarding template needs its data.');
    return <OnboardingPage ctx={ctx} data={data} onboarding={content.onboarding} />;
  },
  notFound: ({ ctx }) => <NotFoundPage ctx={ctx} />,
  blogList,
  blogPost,
} satisfies Record<string, PageRenderer>;

export type TemplateName = keyof typeof pageTemplates;

/**
 * Everything that goes in `<body>`: the page inside the site layout, as elements for React to
 * render, or as markup already (a page made from locale templates, whose frame is one too).
 */
export function pageBody(props: PageProps & { template: TemplateName }): ReactElement | string {
  const page = (pageTemplates[props.template] as PageRenderer)(props);
  return isMainMarkup(page) ? siteLayoutMarkup(props.ctx, page) : <SiteLayout ctx={props.ctx}>{page}</SiteLayout>;
}

function isMainMarkup(page: ReactElement | MainMarkup): page is MainMarkup {
  return 'mainHtml' in page;
}
