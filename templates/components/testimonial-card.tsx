import type { PageContext } from '../context.ts';
import type { TestimonialView } from '../page-data.ts';
import { Icon, Stars } from './icons.tsx';
import { Text } from './local-text.tsx';

export function TestimonialCard({ ctx, item }: { ctx: PageContext; item: TestimonialView }) {
  const lang = ctx.locale.lang;
  return (
    <figure className="card testimonial">
      <Stars rating={item.rating} label={ctx.t('testimonials.ratingLabel', { rating: item.rating })} />
      <Text as="blockquote" value={item.text} pageLang={lang} />
      <p className="testimonial__result">
        <Icon name="trendingUp" size={16} />
        <Text value={item.results} pageLang={lang} />
      </p>
      <figcaption>
        <span className="testimonial__avatar" aria-hidden="true">
          {item.name.text.charAt(0)}
        </span>
        <span>
          <Text as="strong" value={item.name} pageLang={lang} />
          <br />
          <Text className="muted" value={item.business} pageLang={lang} />
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ ctx, items }: { ctx: PageContext; items: TestimonialView[] }) {
  return (
    <div className="grid grid--3">
      {items.map((item) => (
        <TestimonialCard key={item.id} ctx={ctx} item={item} />
      ))}
    </div>
  );
}

export function RatingSummary({ ctx, rating, reviewCount }: { ctx: PageContext; rating: number; reviewCount: number }) {
  return (
    <p className="rating-summary">
      <Stars rating={rating} label={ctx.t('testimonials.ratingLabel', { rating: ctx.format.number(rating) })} />
      <span>{ctx.t('testimonials.summary', { rating: ctx.format.number(rating), count: ctx.format.number(reviewCount) })}</span>
    </p>
  );
}
