import type { ReactElement } from 'react';
import type { PageContext } from '../context.ts';
import type { ContentPageView, LegalContent, PageData, PostContent, PostSummary } from '../page-data.ts';
import { SiteLayout } from '../layout/site-layout.tsx';
import { PlacedFaqs } from '../components/placed-faqs.tsx';
import { BlogListPage } from './blog-list-page.tsx';
import { BlogPostPage } from './blog-post-page.tsx';
import { ContactPage } from './contact-page.tsx';
import { ContentPage } from './content-page.tsx';
import { TagArchivePage, type ArchiveContent } from './tag-archive-page.tsx';
import { HelpPage } from './help-page.tsx';
import { HomePage } from './home-page.tsx';
import { HowItWorksPage } from './how-it-works-page.tsx';
import { LegalPage } from './legal-page.tsx';
import { LoginPage } from './login-page.tsx';
import { MessageSentPage } from './message-sent-page.tsx';
import { SearchPage } from './search-page.tsx';
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
  | { kind: 'contentPage'; page: ContentPageView }
  | ({ kind: 'archive' } & ArchiveContent)
  | { kind: 'blogList'; posts: PostSummary[]; page: number; pageCount: number }
  | { kind: 'post'; post: PostContent }
  | { kind: 'onboarding'; onboarding: OnboardingData };

export interface PageProps {
  ctx: PageContext;
  data: PageData;
  content: PageContent;
}

/** A page's content, as elements. */
type PageRenderer = (props: PageProps) => ReactElement;

function legal({ ctx, content }: PageProps) {
  if (content.kind !== 'legal') throw new Error('The legal template needs a legal document.');
  return <LegalPage ctx={ctx} doc={content.doc} />;
}

function blogPost({ ctx, data, content }: PageProps) {
  if (content.kind !== 'post') throw new Error('The blog post template needs a post.');
  return <BlogPostPage ctx={ctx} data={data} post={content.post} />;
}

function blogList({ ctx, content }: PageProps) {
  if (content.kind !== 'blogList') throw new Error('The blog list template needs a list of posts.');
  return <BlogListPage ctx={ctx} posts={content.posts} page={content.page} pageCount={content.pageCount} />;
}

function contentPage({ ctx, data, content }: PageProps) {
  if (content.kind !== 'contentPage') throw new Error('The content page template needs a page.');
  return <ContentPage ctx={ctx} data={data} page={content.page} />;
}

/** Template name (from the route table) → page component. */
export const pageTemplates = {
  home: ({ ctx, data, content }) => <HomePage ctx={ctx} data={data} featuredPosts={content.kind === 'home' ? content.featuredPosts : []} />,
  howItWorks: ({ ctx }) => <HowItWorksPage ctx={ctx} />,
  roi: ({ ctx, data }) => <RoiPage ctx={ctx} data={data} />,
  testimonials: ({ ctx, data }) => <TestimonialsPage ctx={ctx} data={data} />,
  pricing: ({ ctx, data }) => <PricingPage ctx={ctx} data={data} />,
  contact: ({ ctx, data }) => <ContactPage ctx={ctx} data={data} />,
  help: ({ ctx, data }) => <HelpPage ctx={ctx} data={data} />,
  legal,
  contentPage,
  login: ({ ctx, data }) => <LoginPage ctx={ctx} data={data} />,
  onboarding: ({ ctx, data, content }) => {
    if (content.kind !== 'onboarding') throw new Error('The onboarding template needs its data.');
    return <OnboardingPage ctx={ctx} data={data} onboarding={content.onboarding} />;
  },
  notFound: ({ ctx }) => <NotFoundPage ctx={ctx} />,
  messageSent: ({ ctx }) => <MessageSentPage ctx={ctx} />,
  search: ({ ctx }) => <SearchPage ctx={ctx} />,
  blogList,
  blogArchive: ({ ctx, content }) => {
    if (content.kind !== 'archive') throw new Error('The archive template needs a tag or category and its posts.');
    return <TagArchivePage ctx={ctx} content={content} />;
  },
  blogPost,
} satisfies Record<string, PageRenderer>;

export type TemplateName = keyof typeof pageTemplates;

/** Everything that goes in `<body>`: the page inside the site layout, then the FAQ entries placed on it. */
export function pageBody(props: PageProps & { template: TemplateName }): ReactElement {
  const Page = pageTemplates[props.template] as PageRenderer;
  return (
    <SiteLayout ctx={props.ctx} searchBody={props.template !== 'blogPost'}>
      <Page {...props} />
      <PlacedFaqs ctx={props.ctx} data={props.data} />
    </SiteLayout>
  );
}
